/**
 * Every event type of the catalogue, through the whole report pipeline (append with its redaction,
 * the session file, pseudonymisation, serialisation), with personal values of every kind placed
 * where no field name tells they are personal (issue 30, decision 037): e-mails, phones, card
 * numbers and IBANs in every free text; names, birthdays, ID cards, logins and addresses in the
 * values a message or an error echoes; all of them in a recorded flash-messages header and in
 * headers off the recorded list. The test lists every value that reaches the report unchanged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { catalogue, eventTypes, type EventType, type PayloadInput } from '../../events/catalogue/index';
import { ManualClock } from '../../events/clock';
import { EventLog } from '../../events/log';
import { pseudonymiseSession } from '../../events/pseudonymise';
import { pseudonymiser } from '../../events/pseudonyms';
import { createSessionFile, serializeSession } from '../../events/session-file';
import { arbitraryFromSchema, type Override } from '../support/arbitrary-from-schema';
import { configInput } from '../support/builders';

/** Values found by what they are: placed in every free text. */
const byContent = {
  email: 'jana.novakova@example.sk',
  'phone (international)': '+421 905 123 456',
  'phone (national)': '0905 123 457',
  'phone (Czech, as typed)': '605 123 458',
  'card number': '4111 1111 1111 1111',
  'card number (dashes)': '5500-0000-0000-0004',
  IBAN: 'SK31 1200 0000 1987 4263 7541',
} as const;
/** Values only their place can tell: placed in what a message or an error echoes. */
const byPlace = {
  'name with diacritics': 'Žofia Ďurčeková',
  birthday: '1985-04-12',
  'ID card': 'EA123456',
  login: 'zofia.durcek',
  address: 'Hlavná 12, Bratislava',
} as const;
const secrets = { placesApiKey: 'places-key-1234', companyRegisterToken: 'register-token-5678' };

const freeText = `Kontakt ${Object.values(byContent).join(' / ')} prosím`;
const echoed: Record<string, string> = {
  name: byPlace['name with diacritics'],
  birthday: byPlace.birthday,
  value: byPlace['ID card'],
  login: byPlace.login,
  what: byPlace.address,
  domain: byContent.email,
};
const flashMessages = [
  { type: 'error', text: freeText, values: echoed },
  { type: 'info', translationKey: 'signup.login_taken', values: echoed },
];
const headers = {
  'content-type': 'application/json',
  'x-flash-messages': JSON.stringify(flashMessages),
  'x-customer': `${byPlace['name with diacritics']} ${byPlace.login}`,
  'content-disposition': `attachment; filename="${byContent.email}.pdf"`,
};
/** What a recorded body or an error's data holds: free texts and a provider's error echoing values. */
const body = {
  detail: freeText,
  key: 'user.login_taken',
  violations: [{ propertyPath: 'login', errors: [{ translationKey: 'validation.taken', values: echoed }] }],
  messages: flashMessages,
};

const isPlainString = (schema: z.ZodMiniType) => {
  const def = schema._zod.def as { type: string; checks?: unknown[]; format?: string };
  return def.type === 'string' && !def.format && (def.checks?.length ?? 0) === 0;
};
/** A message's placeholders (text or number), not a form's values (keyed by its fields). */
const isMessageValues = (schema: z.ZodMiniType) => {
  const def = schema._zod.def as { type: string; valueType?: z.ZodMiniType };
  if (def.type !== 'record' || !def.valueType) return false;
  const options = (def.valueType._zod.def as { options?: z.ZodMiniType[] }).options ?? [];
  const types = options.map((o) => (o._zod.def as { type: string }).type).sort();
  return types.join() === 'number,string';
};
const override: Override = (schema, place) => {
  const type = (schema._zod.def as { type: string }).type;
  if (place.key === 'headers' && type === 'record') return fc.constant(headers);
  if (place.key === 'values' && isMessageValues(schema)) return fc.constant(echoed);
  if (type === 'unknown' || type === 'any') return fc.constant(body);
  if (isPlainString(schema)) return fc.constant(freeText);
  return undefined;
};

/** Up to three valid payloads of an event type (unions give different branches). */
function payloadsOf(type: EventType): unknown[] {
  const schema = catalogue[type].schema as z.ZodMiniType;
  const samples = fc.sample(arbitraryFromSchema(schema, { override, maxLength: 1 }), {
    numRuns: 30,
    seed: 30,
  });
  const valid = samples.filter((sample) => schema.safeParse(sample).success);
  return valid.slice(0, 3);
}

function reportOf(type: EventType, payloads: unknown[]): string {
  const log = new EventLog({ clock: new ManualClock() });
  for (const payload of payloads) log.append(type, payload as PayloadInput<typeof type>);
  const file = createSessionFile({
    exportedAt: '2026-12-07T10:00:00.000Z',
    buildId: 'test',
    company: 'sk-ws',
    config: { ...configInput, ...secrets },
    events: [...log.all()],
  });
  return serializeSession(pseudonymiseSession(file, pseudonymiser('walk-salt')));
}

describe('a report of any event', () => {
  it('holds no personal value of any kind placed in free texts, headers and error values', () => {
    const unchanged: string[] = [];
    const noPayload: string[] = [];
    for (const type of eventTypes) {
      let payloads: unknown[] = [];
      try {
        payloads = payloadsOf(type);
      } catch (e) {
        noPayload.push(`${type}: ${String(e)}`);
        continue;
      }
      if (payloads.length === 0) {
        noPayload.push(type);
        continue;
      }
      const report = reportOf(type, payloads);
      for (const [kind, value] of Object.entries({ ...byContent, ...byPlace }))
        if (report.includes(value)) unchanged.push(`${type}: ${kind} (${value})`);
    }
    expect(noPayload).toEqual([]);
    expect(unchanged).toEqual([]);
  });

  it('holds neither the suggestion services’ keys of its config nor a raw flash-messages header', () => {
    const report = reportOf('api/flash-received', [{ messages: [] }]);
    for (const secret of Object.values(secrets)) expect(report).not.toContain(secret);
    const responded = reportOf('api/responded', [
      { requestId: 'r1', status: 200, headers, body: null, durationMs: 3 },
    ]);
    expect(responded).not.toContain('x-customer');
    expect(responded).toContain('x-flash-messages');
    expect(responded).not.toContain(byPlace['name with diacritics']);
  });
});

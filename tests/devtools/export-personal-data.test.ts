/**
 * The console's exports carry no personal data (decision 037): the session file, the HAR and the
 * scenario are made from `sessionForExport`, so the customer's name, address, contacts, ID card and
 * a gateway token in a URL leave as the tab's stand-ins, while the console keeps showing the real
 * values and the exports still read back (the file imports, the HAR keeps its requests' URLs).
 */
import { describe, expect, it } from 'vitest';
import { toHar } from '../../devtools/session/har';
import { toScenario } from '../../devtools/session/scenario-export';
import {
  parseSessionText,
  serializeSession,
  sessionFileOf,
  sessionForExport,
} from '../../devtools/session/session-io';
import { AppConfig } from '../../events/contract/app-config';
import { pseudonymiser } from '../../events/pseudonyms';
import {
  buildJanasBillingProfile,
  buildCart,
  buildDomainItem,
  configInput,
  session,
  user,
} from '../support/builders';

const personal = [
  'Jana',
  'Nováková',
  'Hlavná',
  'Bratislava',
  '821 08',
  'jana.novakova@',
  '905123456',
  'EA123456',
  'gw-Tok-42',
];

function recorded() {
  const profile = buildJanasBillingProfile();
  const cart = buildCart({ items: [buildDomainItem('novakova.sk')], billingProfile: profile, user });
  return session()
    .boot()
    .emit('profiles/form-opened', {
      form: 'billing',
      profileId: 7,
      values: {
        type: 'personal',
        firstName: 'Jana',
        lastName: 'Nováková',
        street: 'Hlavná 12',
        city: 'Bratislava',
      },
      drawer: false,
    })
    .emit('profiles/field-committed', { form: 'billing', field: 'phone', value: '0905 123 456' })
    .emit('api/requested', {
      requestId: 'r1',
      method: 'PUT',
      url: 'https://api.test/billing-profiles/7?cart=true',
      pathTemplate: '/billing-profiles/{id}',
      headers: {},
      body: { ...profile, id: undefined, userId: undefined },
    })
    .emit('api/responded', { requestId: 'r1', status: 200, headers: {}, body: profile, durationMs: 20 })
    .received(cart)
    .emit('nav/left-app', {
      url: 'https://gateway.test/pay?session=gw-Tok-42&lang=sk',
      reason: 'payment-gateway',
    });
}

describe('the console’s exports', () => {
  const s = recorded();
  const config = AppConfig.parse(configInput);
  const tab = pseudonymiser('the-tab-salt');
  const file = sessionForExport(sessionFileOf(s.events, config, 'b'), tab);

  it('write the session file with stand-ins, and it imports', () => {
    const text = serializeSession(file);
    for (const value of personal) expect(text).not.toContain(value);
    expect(text).toContain(tab.value('street', 'Hlavná 12'));
    expect(text).toContain('novakova.sk');
    const read = parseSessionText(text);
    expect(read.ok && read.session.events).toHaveLength(s.events.length);
  });

  it('write the HAR with stand-ins in bodies and URLs, the app’s own parameters kept', () => {
    const har = toHar(file.events, { origin: 'https://shop.test', startedAt: 0, buildId: 'b' });
    const text = JSON.stringify(har);
    for (const value of personal) expect(text).not.toContain(value);
    expect(har.log.entries[0]?.request.url).toBe('https://api.test/billing-profiles/7?cart=true');
  });

  it('write the scenario with stand-ins in its intents and recorded replies', () => {
    const scenario = toScenario({ company: 'sk-ws', workflow: 1, locale: 'sk-SK', events: file.events }, 'x');
    const text = JSON.stringify(scenario);
    for (const value of personal) expect(text).not.toContain(value);
    expect(scenario.replies).toHaveLength(1);
  });

  it('leave the console’s own session as it was: it shows the real values', () => {
    expect(JSON.stringify(s.events)).toContain('Hlavná 12');
    expect(JSON.stringify(sessionFileOf(s.events, config, 'b'))).toContain('EA123456');
  });
});

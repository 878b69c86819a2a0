/**
 * The classification of personal fields (events/personal-fields.ts, decision 037) keeps up with the
 * schemas: every field name of every event payload in the catalogue and of every wire schema of the
 * contract (objects, arrays, optionals, unions, pipes, records, tuples, walked recursively), plus the
 * names the forms log their fields under, that looks personal must be classified as personal or
 * listed as not personal with a reason. A new event field named like personal data fails here until
 * it is decided.
 */
import { describe, expect, it } from 'vitest';
import type { ZodDef } from '../../events/keeps-values';
import * as z from 'zod/mini';
import { catalogue } from '../../events/catalogue/index';
import * as appConfig from '../../events/contract/app-config';
import * as cart from '../../events/contract/cart';
import * as errors from '../../events/contract/errors';
import * as offers from '../../events/contract/offers';
import * as payment from '../../events/contract/payment';
import * as profiles from '../../events/contract/profiles';
import * as requests from '../../events/contract/requests';
import * as scalars from '../../events/contract/scalars';
import { notPersonal } from '../../events/not-personal-fields';
import { classifyField, harmlessQueryParams, personalFields } from '../../events/personal-fields';
import { addressFields } from '../../src/validation/address-rules';
import { serverFormTypedFields } from '../../src/validation/server-form-rules';

const LOOKS_PERSONAL =
  /name|street|city|zip|postal|mail|phone|birth|passport|identity|idcard|id_card|national|note|address|comment|person|contact|url|query|search|login/i;

type Def = ZodDef;

const isSchema = (v: unknown): v is z.ZodMiniType =>
  typeof v === 'object' &&
  v !== null &&
  '_zod' in v &&
  typeof (v as { _zod: { def?: unknown } })._zod.def === 'object';

/** Every object key a schema can hold, at any depth. */
export function fieldNames(
  schema: z.ZodMiniType,
  into = new Set<string>(),
  seen = new Set<unknown>(),
): Set<string> {
  if (seen.has(schema)) return into;
  seen.add(schema);
  const d = (schema as unknown as { _zod: { def: Def } })._zod.def;
  for (const [key, child] of Object.entries(d.shape ?? {})) {
    into.add(key);
    fieldNames(child, into, seen);
  }
  const children = [
    d.catchall,
    d.element,
    ...(d.items ?? []),
    d.rest,
    ...(d.options ?? []),
    d.left,
    d.right,
    d.keyType,
    d.valueType,
    d.innerType,
    d.in,
    d.out,
    d.type === 'lazy' ? d.getter?.() : undefined,
  ];
  for (const child of children) if (isSchema(child)) fieldNames(child, into, seen);
  return into;
}

const lower = (names: Iterable<string>) => new Set([...names].map((n) => n.toLowerCase()));
const notPersonalNames = lower(Object.keys(notPersonal));

/** Names that look personal and are neither classified nor listed as not personal. */
function undecided(names: Iterable<string>): string[] {
  return [...names]
    .filter((name) => LOOKS_PERSONAL.test(name))
    .filter((name) => classifyField(name) === null && !notPersonalNames.has(name.toLowerCase()))
    .sort();
}

const contractModules = { appConfig, cart, errors, offers, payment, profiles, requests, scalars };

function everyFieldName(): Set<string> {
  const names = new Set<string>();
  for (const definition of Object.values(catalogue)) fieldNames(definition.schema, names);
  for (const module of Object.values(contractModules))
    for (const value of Object.values(module)) if (isSchema(value)) fieldNames(value, names);
  // The forms log their fields by name (`values`, `{ field, value }`), not by a schema key.
  for (const name of [...addressFields, ...serverFormTypedFields('server'), 'login', 'password', 'terms'])
    names.add(name);
  return names;
}

describe('the classification of personal fields', () => {
  const names = everyFieldName();

  it('walks the catalogue deep enough to find the profiles’, the cart’s and the forms’ fields', () => {
    for (const name of [
      'firstName',
      'street',
      'postalCode',
      'emails',
      'idCard',
      'noridPid',
      'birthday',
      'note',
      'login',
      'cardName',
      'url',
      'search',
      'redirectAfterPaySuccess',
      'formatted_street',
      'serverName',
    ])
      expect(names, name).toContain(name);
  });

  it('decides every field named like personal data: personal, or not personal with a reason', () => {
    expect(undecided(names)).toEqual([]);
  });

  it('fails for a new field named like personal data that nobody classified', () => {
    const added = z.object({
      spouseName: z.string(),
      homeAddresses: z.array(z.object({ zipCode4: z.string() })),
    });
    expect(undecided(fieldNames(z.optional(added)))).toEqual(['homeAddresses', 'spouseName', 'zipCode4']);
  });

  it('classifies each kind the issue names', () => {
    expect(
      Object.fromEntries(
        [
          'firstName',
          'lastName',
          'contactPerson',
          'organisation',
          'street',
          'city',
          'postalCode',
          'email',
          'phone',
          'idCard',
          'passport',
          'noridPid',
          'birthday',
          'note',
          'loginUrl',
        ].map((n) => [n, classifyField(n)]),
      ),
    ).toEqual({
      firstName: 'name',
      lastName: 'name',
      contactPerson: 'name',
      organisation: 'name',
      street: 'street',
      city: 'city',
      postalCode: 'postalCode',
      email: 'email',
      phone: 'phone',
      idCard: 'idCard',
      passport: 'passport',
      noridPid: 'nationalId',
      birthday: 'birthday',
      note: 'note',
      loginUrl: 'url',
    });
    expect(classifyField('NAME')).toBe('name-beside-personal-data');
    expect(classifyField('Company')).toBe('name-beside-personal-data');
  });

  it('never lists a name both as personal and as not personal, and keeps no personal parameter harmless', () => {
    for (const name of Object.keys(notPersonal)) expect(classifyField(name), name).toBeNull();
    for (const name of Object.keys(personalFields))
      expect(notPersonalNames.has(name.toLowerCase()), name).toBe(false);
    for (const param of harmlessQueryParams) expect(classifyField(param), param).not.toBe('name');
  });
});

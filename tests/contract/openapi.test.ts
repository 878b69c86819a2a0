/**
 * The committed OpenAPI document (docs/api/openapi.json) is what the endpoint declarations and the
 * wire schemas generate, it holds together as an OpenAPI 3.1 document (every operation answers,
 * every $ref resolves, one operation per contract endpoint, Redocly's recommended lint passes), and
 * it says which operations need the session of a logged-in user.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointList } from '../../events/contract/endpoints/all';
import { buildOpenApi, openApiText } from '../../scripts/openapi-document';

type Json = Record<string, unknown>;
const root = new URL('../../', import.meta.url);
const committed = readFileSync(new URL('docs/api/openapi.json', root), 'utf8');
const doc = JSON.parse(committed) as Json;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ path, method, op })),
  );

function* refs(node: unknown): Generator<string> {
  if (Array.isArray(node)) for (const n of node) yield* refs(n);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') yield v;
      else yield* refs(v);
    }
}

const resolvePointer = (ref: string): unknown =>
  ref
    .slice(2)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((n, key) => (n && typeof n === 'object' ? (n as Json)[key] : undefined), doc);

describe('the OpenAPI document of the provider API', () => {
  it('is exactly what `npm run openapi` generates from the wire schemas', async () => {
    // On failure: run `npm run openapi` and commit docs/api/openapi.json with the schema change.
    expect(committed).toBe(await openApiText());
  });

  it('is an OpenAPI 3.1 document with one operation per contract endpoint E1–E57', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect((doc.info as Json).title).toBeTruthy();
    expect((doc.info as Json).version).toBeTruthy();
    const ids = operations().map(({ op }) => op['x-contract-id']);
    expect(ids).toHaveLength(57);
    expect(new Set(ids)).toEqual(new Set(Array.from({ length: 57 }, (_, i) => `E${i + 1}`)));
  });

  it('gives every operation a unique operationId, a success reply and its error replies', () => {
    const opIds = operations().map(({ op }) => op.operationId);
    expect(new Set(opIds).size).toBe(opIds.length);
    for (const { path, method, op } of operations()) {
      const responses = Object.keys((op.responses ?? {}) as Json);
      const where = `${method.toUpperCase()} ${path}`;
      expect(
        responses.some((s) => /^2\d\d$/.test(s)),
        where,
      ).toBe(true);
      expect(responses, where).toEqual(expect.arrayContaining(['400', '500', '503']));
      for (const [status, r] of Object.entries(op.responses as Record<string, Json>)) {
        expect(typeof r.description, `${where} ${status}`).toBe('string');
        if (/^[45]/.test(status)) {
          const examples = (r.content as Record<string, Json>)['application/json']!.examples as Json;
          expect(Object.keys(examples).length, `${where} ${status}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('declares every path parameter its path template names', () => {
    for (const { path, op } of operations()) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters as Json[])
        .filter((p) => p.in === 'path')
        .map((p) => ({ name: p.name, required: p.required }));
      expect(declared, path).toEqual(names.map((name) => ({ name, required: true })));
    }
  });

  it('resolves every $ref inside the document', () => {
    const all = [...refs(doc)];
    expect(all.length).toBeGreaterThan(100);
    const broken = [...new Set(all)].filter((r) => !r.startsWith('#/') || resolvePointer(r) === undefined);
    expect(broken).toEqual([]);
  });

  it('documents the error keys the contract lists for an endpoint', () => {
    const op = (doc.paths as Record<string, Record<string, Json>>)['/billing-profiles']!.post!;
    const examples = (op.responses as Record<string, Json>)['422']!.content as Record<string, Json>;
    expect(Object.keys(examples['application/json']!.examples as Json)).toEqual(
      expect.arrayContaining([
        'profile.not_created',
        'wsk.validation.country_required',
        'validation.postal_code',
      ]),
    );
  });

  it('names the schemas a provider team needs, generated with the contract’s fields', () => {
    const schemas = ((doc.components as Json).schemas ?? {}) as Record<string, Json>;
    const cart = schemas.Cart!;
    expect(cart.required).toEqual(
      expect.arrayContaining(['uuid', 'items', 'summary', 'domainProfileRequired']),
    );
    expect(Object.keys(cart.properties as Json)).toEqual(
      expect.arrayContaining(['billingProfile', 'paymentOption', 'donation', 'user']),
    );
    // non-strict: unknown fields are allowed (contract §1.4)
    expect(cart.additionalProperties).toEqual({});
    expect(buildOpenApi()).toEqual(doc);
  });
});

describe('what the document says about sessions and users', () => {
  it('declares the session cookie and requires it on every operation that needs a user', () => {
    const schemes = (doc.components as Json).securitySchemes as Record<string, Json>;
    expect(schemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const byId = new Map(operations().map(({ op }) => [op['x-contract-id'], op.security]));
    for (const { declaration: e } of endpointList) {
      const expected = e.auth === 'user' ? [{ session: [] }] : [{}, { session: [] }];
      expect({ id: e.e, security: byId.get(`E${e.e}`) }).toEqual({ id: e.e, security: expected });
    }
    // E37 checkout needs a logged-in customer; E9 add item does not
    expect(byId.get('E37')).toEqual([{ session: [] }]);
    expect(byId.get('E9')).toContainEqual({});
  });

  it('passes Redocly’s recommended lint with no error and no warning', () => {
    // @redocly/cli's recommended ruleset (no redocly.yaml in the repository); exits non-zero on errors
    let out: string;
    try {
      out = execFileSync(
        new URL('node_modules/.bin/redocly', root).pathname,
        ['lint', '--format=json', 'docs/api/openapi.json'],
        {
          cwd: root.pathname,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      );
    } catch (e) {
      out = (e as { stdout?: string }).stdout ?? '';
    }
    const report = JSON.parse(out) as { totals: Json; problems: { ruleId: string; message: string }[] };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);
});

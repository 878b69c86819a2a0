/**
 * The committed OpenAPI document (docs/api/openapi.json) is what the wire schemas generate, it holds
 * together as an OpenAPI 3.1 document (every operation answers, every $ref resolves, one operation
 * per contract endpoint), and its endpoint table says what the API client itself does.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOpenApi, openApiText } from '../../scripts/openapi-document';
import { endpoints } from '../../scripts/openapi-endpoints';

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

describe('the endpoint table behind the document', () => {
  /** `E9 POST /cart/items` in the API client's own comments (src/api/endpoints/*). */
  const clientComments = () => {
    const dir = new URL('src/api/endpoints/', root);
    const found = new Map<string, { method: string; path: string }>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')))
      for (const line of readFileSync(new URL(file, dir), 'utf8').split('\n')) {
        const m = /\bE(\d{1,2})\b[^\n]*?\b(GET|POST|PUT|PATCH|DELETE) ([^\s,?]+)/.exec(line);
        if (m && !found.has(`E${m[1]}`))
          found.set(`E${m[1]}`, { method: m[2]!.toLowerCase(), path: m[3]!.replace(/\?.*$/, '') });
      }
    return found;
  };

  it('has the method and path the API client uses for every endpoint', () => {
    const client = clientComments();
    expect(client.size).toBe(57);
    for (const e of endpoints) {
      const seen = client.get(e.id);
      const path = e.id === 'E57' ? '{pollUrl}' : e.path;
      expect({ id: e.id, method: seen?.method, path: seen?.path }).toEqual({
        id: e.id,
        method: e.method,
        path,
      });
    }
  });

  it('names each operation after the API client function that calls it', () => {
    const endpointsDir = new URL('src/api/endpoints/', root);
    const source = [
      ...readdirSync(endpointsDir).map((f) => new URL(f, endpointsDir)),
      new URL('src/api/rest-endpoints.ts', root),
    ]
      .map((u) => readFileSync(u, 'utf8'))
      .join('\n');
    const missing = endpoints.filter((e) => !new RegExp(`\\b${e.operationId}(:|,)`).test(source));
    expect(missing.map((e) => `${e.id} ${e.operationId}`)).toEqual([]);
  });
});

/**
 * The domain checker over real HTTP: E46 streams the contract's line format in pieces, pages the
 * checked list and reports per-domain problems; E45 categories; E47 bundles.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ErrorBody } from '../../events/contract/errors';
import { DomainBundle, DomainResult, TldCategory } from '../../events/contract/offers';
import { parsed, useServer, type Client } from '../provider/support/http-client';

const s = useServer();

/** Reads the stream chunk by chunk; returns the chunks as text. */
async function chunks(c: Client, query: string): Promise<string[]> {
  const res = await c.raw('GET', `/domain-checker/check-domains?${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  const reader = res.body?.getReader();
  const dec = new TextDecoder();
  const out: string[] = [];
  for (;;) {
    const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
    if (done) break;
    out.push(dec.decode(value));
  }
  return out;
}

describe('streamed domain check (E46)', () => {
  it('writes [ newline, one compact element per line separated by ",\\n", then newline ] — in several pieces', async () => {
    const parts = await chunks(s.client(), 'domains[]=moj-novy-web.sk&per-page=3');
    expect(parts.length).toBeGreaterThan(1);
    const text = parts.join('');
    const lines = text.split('\n');
    expect(lines[0]).toBe('[');
    expect(lines[lines.length - 1]).toBe(']');
    const elements = lines.slice(1, -1);
    expect(elements).toHaveLength(3);
    elements.slice(0, -1).forEach((l) => expect(l.endsWith(',')).toBe(true));
    const results = z.array(DomainResult).parse(JSON.parse(text));
    expect(results.map((r) => r.name)).toEqual(['moj-novy-web.sk', 'moj-novy-web.com', 'moj-novy-web.eu']);
    expect(results[0]).toMatchObject({ tld: 'sk', availableForPurchase: true, error: null, period: 12 });
  });

  it("holds a session's stream after the set number of elements until that session releases it", async () => {
    const held = s.client();
    const other = s.client();
    await held.post('/__mock/behaviour', { streamDelayMs: 1, streamHeldAfter: 1 });
    const res = await held.raw('GET', '/domain-checker/check-domains?domains[]=drzany-web.sk&per-page=3');
    const reader = res.body?.getReader();
    const dec = new TextDecoder();
    let text = '';
    while (!text.includes('drzany-web.sk"')) text += dec.decode((await reader?.read())?.value);
    // Held: the next read waits; another session's release does not let it go on, its own does.
    const next = reader?.read();
    let moved = false;
    void next?.then(() => {
      moved = true;
    });
    await other.raw('POST', '/__mock/stream/release');
    await other.raw('GET', '/domain-checker/check-domains?domains[]=volny-web.sk&per-page=1');
    expect(moved).toBe(false);
    await held.raw('POST', '/__mock/stream/release');
    for (let read = await next; !read?.done; read = await reader?.read()) text += dec.decode(read?.value);
    expect(
      z
        .array(DomainResult)
        .parse(JSON.parse(text))
        .map((r) => r.name),
    ).toEqual(['drzany-web.sk', 'drzany-web.com', 'drzany-web.eu']);
  });

  it("pages the checked list: the as-given TLD first, then the company's other TLDs", async () => {
    const page = async (n: number) =>
      (
        JSON.parse((await chunks(s.client(), `domains[]=paged.eu&page=${n}&per-page=4`)).join('')) as {
          name: string;
        }[]
      ).map((r) => r.name);
    expect(await page(1)).toEqual(['paged.eu', 'paged.sk', 'paged.com', 'paged.cz']);
    expect(await page(2)).toEqual(['paged.net', 'paged.org', 'paged.info', 'paged.hu']);
    expect(await page(3)).toEqual(['paged.io']);
  });

  it('marks registered domains with a transfer price and problems in error', async () => {
    const text = (
      await chunks(
        s.client(),
        'domains[]=google.sk&domains[]=unresolvable-x.sk&domains[]=bad_name.sk&domains[]=x.xyz&per-page=100',
      )
    ).join('');
    const byName = new Map(
      z
        .array(DomainResult)
        .parse(JSON.parse(text))
        .map((r) => [r.name, r]),
    );
    expect(byName.get('google.sk')).toMatchObject({ availableForPurchase: false, error: null });
    expect(byName.get('google.sk')?.price.transferPrice).toBeGreaterThan(0);
    expect(byName.get('unresolvable-x.sk')?.error).toBe('domain_checker.cannot_resolve_availability');
    expect(byName.get('bad_name.sk')?.error).toBe('domain_checker.invalid_name');
    expect(byName.get('x.xyz')?.error).toBe('domain_checker.tld_not_offered');
  });

  it('answers 422 domain_checker.no_domain_to_check without domains', async () => {
    const r = await s.client().get('/domain-checker/check-domains?page=1');
    expect(r.status).toBe(422);
    expect(parsed(ErrorBody, r.body).key).toBe('domain_checker.no_domain_to_check');
  });
});

describe('categories and bundles (E45, E47)', () => {
  it('lists TLD categories of the company, named in the request language', async () => {
    const sk = z
      .array(TldCategory)
      .parse((await s.client({ language: 'sk-SK' }).get('/domain-checker/tld-categories')).body);
    expect(sk[0]).toMatchObject({ id: 'popular', name: 'Populárne' });
    expect(sk.flatMap((c) => c.tlds)).not.toContain('se');
    const se = z
      .array(TldCategory)
      .parse(
        (await s.client({ company: 'se-ws', language: 'en-SE' }).get('/domain-checker/tld-categories')).body,
      );
    expect(se[0]?.name).toBe('Popular');
    expect(se[0]?.tlds).toContain('se');
  });

  it('offers a bundle with a discounted second domain, none for a registered name', async () => {
    const bundles = z
      .array(DomainBundle)
      .parse((await s.client().get('/domain-checker/check-bundles?domains[]=fresh-bundle')).body);
    expect(bundles).toHaveLength(1);
    expect(bundles[0]?.main.name).toBe('fresh-bundle.sk');
    expect(bundles[0]?.discounted.price.actualPrice).toBeLessThan(
      bundles[0]?.discounted.price.marketingPrice ?? 0,
    );
    expect((await s.client().get('/domain-checker/check-bundles?domains[]=google')).body).toEqual([]);
  });
});

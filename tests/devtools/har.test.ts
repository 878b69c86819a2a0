/**
 * HAR 1.2 export: every API exchange becomes an entry carrying the fields the HAR 1.2 spec marks as
 * required (checked with a schema written from the spec), linked request to reply, failures kept
 * (an HTTP error with its status and body, a network failure as status 0).
 */
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { toHar } from '../../devtools/session/har';
import { recordedSession } from './support/recorded';

const NameValue = z.object({ name: z.string(), value: z.string() });
/** Required fields of HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/). */
const HarSpec = z.object({
  log: z.object({
    version: z.literal('1.2'),
    creator: z.object({ name: z.string(), version: z.string() }),
    entries: z.array(
      z.object({
        startedDateTime: z.iso.datetime(),
        time: z.number().nonnegative(),
        request: z.object({
          method: z.string(),
          url: z.url(),
          httpVersion: z.string(),
          cookies: z.array(NameValue),
          headers: z.array(NameValue),
          queryString: z.array(NameValue),
          postData: z.optional(z.object({ mimeType: z.string(), text: z.string() })),
          headersSize: z.number(),
          bodySize: z.number(),
        }),
        response: z.object({
          status: z.number().int(),
          statusText: z.string(),
          httpVersion: z.string(),
          cookies: z.array(NameValue),
          headers: z.array(NameValue),
          content: z.object({ size: z.number(), mimeType: z.string(), text: z.optional(z.string()) }),
          redirectURL: z.string(),
          headersSize: z.number(),
          bodySize: z.number(),
        }),
        cache: z.object({}),
        timings: z.object({
          send: z.number().nonnegative(),
          wait: z.number().nonnegative(),
          receive: z.number().nonnegative(),
        }),
      }),
    ),
  }),
});

const har = toHar(recordedSession().log.all(), {
  origin: 'https://shop.test',
  startedAt: Date.UTC(2024, 5, 1),
  buildId: 'b1',
});

describe('HAR export', () => {
  it('is valid HAR 1.2', () => {
    expect(HarSpec.safeParse(har).error).toBeUndefined();
  });

  it('has one entry per exchange, in order, with the request and its reply', () => {
    expect(har.log.entries.map((e) => [e.request.method, e.request.url, e.response.status])).toEqual([
      ['POST', 'https://api.test/cart/items', 200],
      ['GET', 'https://api.test/cart/items/c1/prices?period=12', 402],
      ['GET', 'https://api.test/cart/items/c2/prices', 0],
    ]);
    expect(JSON.parse(har.log.entries[0]?.request.postData?.text ?? '')).toEqual({
      code: 'domain',
      properties: { domain: 'example.sk' },
    });
    expect(har.log.entries[1]?.request.queryString).toEqual([{ name: 'period', value: '12' }]);
  });

  it('keeps a failed reply with its status and error body', () => {
    const failed = har.log.entries[1];
    expect(JSON.parse(failed?.response.content.text ?? '')).toMatchObject({ key: 'payment.card_failed' });
  });

  it('dates entries from the session start plus the event time', () => {
    expect(har.log.entries[0]?.startedDateTime.startsWith('2024-06-01T00:00:00')).toBe(true);
  });
});

/**
 * A live re-run hands the recorded replies to the app in the order they arrived in the recording:
 * a later reply waits until the app has read (settled) every earlier one it asked for, not just
 * until the handler returned it. Otherwise the cart's reply overtook the cross-sell reply on its
 * way through the service worker, the app aborted the cross-sell call, and the re-run parted from
 * its recording ("GET /cart/x-sell-up-sell: 200 recorded, network live").
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appReceipts, callKey } from '../../devtools/app-receipts';
import { replayHandlers } from '../../devtools/replay-handlers';
import type { RecordedReply } from '../../fixtures/scenarios/format';
import { EventLog } from '../../events/log';
import { abortError } from '../../src/api/failures';

const replies: RecordedReply[] = [
  { method: 'GET', pathTemplate: '/cart/x-sell-up-sell', occurrence: 0, status: 200, body: { items: [] } },
  { method: 'GET', pathTemplate: '/cart', occurrence: 0, status: 200, body: { items: [] } },
  { method: 'GET', pathTemplate: '/billing-profiles', occurrence: 0, status: 200, body: [] },
];

const counts = new Map<string, number>();
const receipts = { settled: (key: string) => counts.get(key) ?? 0 };
const settle = (method: string, pathTemplate: string) => {
  const key = callKey(method, pathTemplate);
  counts.set(key, (counts.get(key) ?? 0) + 1);
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function answered(url: string): { done: () => boolean; reply: Promise<Response> } {
  let done = false;
  const reply = fetch(url).then((r) => {
    done = true;
    return r;
  });
  return { done: () => done, reply };
}

const server = setupServer();
/** A fresh set of recorded replies for each test (their occurrences are used up as they answer). */
const serveRecording = () =>
  server.use(
    ...replayHandlers(replies, {
      turns: [0, 0, 0],
      ranks: [0, 1, 2],
      until: () => Promise.resolve(),
      pageEnd: () => Promise.resolve(),
      maxOrderWaitMs: 300,
      receipts,
    }),
  );
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  counts.clear();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('replies released in their recorded order', () => {
  it('holds the cart reply until the app has read the cross-sell reply that came before it', async () => {
    serveRecording();
    const crossSell = answered('https://shop.test/api/cart/x-sell-up-sell');
    const cart = answered('https://shop.test/api/cart');
    expect((await crossSell.reply).status).toBe(200);
    await pause(100);
    expect(cart.done()).toBe(false);
    settle('GET', '/cart/x-sell-up-sell');
    expect((await cart.reply).status).toBe(200);
  });
});

describe('a reply the app never reads', () => {
  it('holds the later replies once, for the longest order wait, then lets them go', async () => {
    serveRecording();
    const crossSell = answered('https://shop.test/api/cart/x-sell-up-sell');
    await crossSell.reply;
    const cart = answered('https://shop.test/api/cart');
    await pause(100);
    expect(cart.done()).toBe(false);
    await cart.reply;
    settle('GET', '/cart');
    // Waiting again for the unread reply would hold this one 300 ms.
    const profiles = fetch('https://shop.test/api/billing-profiles').then(() => 'answered');
    expect(await Promise.race([profiles, pause(200).then(() => 'held again')])).toBe('answered');
  });
});

describe("the app's receipts", () => {
  it('counts the calls of a key the app settled in the current page load', () => {
    const log = new EventLog();
    const followed = appReceipts();
    const segment = (n: number) =>
      log.append('session/segment-started', {
        reason: n === 1 ? 'first-load' : 'reload',
        url: '/',
        segment: n,
        droppedSegments: 0,
        droppedEvents: 0,
      });
    segment(1);
    const request = (requestId: string, pathTemplate: string) =>
      log.append('api/requested', {
        requestId,
        method: 'GET',
        url: pathTemplate,
        pathTemplate,
        headers: {},
        body: null,
      });
    request('r1', '/cart');
    const stop = followed.follow(log);
    request('r2', '/cart');
    log.append('api/responded', { requestId: 'r1', status: 200, headers: {}, body: {}, durationMs: 1 });
    expect(followed.settled('GET /cart')).toBe(1);
    log.append('api/failed', {
      requestId: 'r2',
      status: null,
      error: abortError(),
      durationMs: 1,
    });
    expect(followed.settled('GET /cart')).toBe(2);
    segment(2);
    expect(followed.settled('GET /cart')).toBe(0);
    stop();
  });
});

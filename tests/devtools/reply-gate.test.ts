/**
 * A live re-run does not get ahead of its recording: a recorded reply that arrived after the
 * customer's n-th intent is held until the re-run has played n intents, so a step the customer left
 * before its replies came makes no call the recording never made; every hold is bounded.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyGate } from '../../devtools/rerun/reply-gate';
import { replayHandlers } from '../../devtools/rerun/replay-handlers';
import { compareTraces, traceOf } from '../../devtools/rerun/rerun-trace';
import { recordedReplies } from '../../devtools/session/scenario-export';
import { abortError, networkError, timeoutError } from '../../src/api/failures';
import { planRerun } from '../../devtools/rerun/rerun-plan';
import { ManualClock } from '../../events/clock';
import { EventLog } from '../../events/log';
import { sessionFileOf, startSegment } from './support/recorded';

/** A GET of the app's API under `pathTemplate`, as the API client records it. */
function requested(log: EventLog, requestId: string, pathTemplate: string): void {
  log.append('api/requested', {
    requestId,
    method: 'GET',
    url: `/api${pathTemplate}`,
    pathTemplate,
    headers: {},
    body: null,
  });
}

const never = () => new Promise<void>(() => {});
const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('the reply gate', () => {
  it('holds a reply until the intents before it are played, and lets earlier ones through at once', async () => {
    const gate = replyGate(10_000, never);
    expect(await settled(gate.until(0))).toBe(true);
    const second = gate.until(2);
    gate.played(1);
    expect(await settled(second)).toBe(false);
    gate.played(2);
    expect(await settled(second)).toBe(true);
  });

  it('lets everything through once opened, and any hold through after the longest wait', async () => {
    let elapse: () => void = () => {};
    const gate = replyGate(5, () => new Promise<void>((resolve) => (elapse = resolve)));
    const held = gate.until(3);
    expect(await settled(held)).toBe(false);
    elapse();
    expect(await settled(held)).toBe(true);
    const later = gate.until(9);
    gate.open();
    expect(await settled(later)).toBe(true);
  });
});

describe("a plan's reply turns", () => {
  it('say how many intents the customer had made when each reply arrived', () => {
    const log = new EventLog({ clock: new ManualClock() });
    startSegment(log, 'first-load', '/en/checkout', 1);
    log.append('nav/changed', { path: '/en/checkout', search: '' });
    const request = (requestId: string, pathTemplate: string) => requested(log, requestId, pathTemplate);
    request('r1', '/cart');
    log.append('api/responded', { requestId: 'r1', status: 200, headers: {}, body: null, durationMs: 1 });
    log.append('nav/requested', { to: '/checkout/order?step=billing-profile' });
    request('r2', '/payment-options');
    log.append('nav/history-requested', { direction: 'back', source: 'browser' });
    log.append('api/responded', { requestId: 'r2', status: 200, headers: {}, body: [], durationMs: 1 });
    request('r3', '/billing-profiles');
    const plan = planRerun(sessionFileOf(log.all()), 'turns.json');
    expect(plan.steps.map((s) => s.type)).toEqual(['nav/requested', 'nav/history-requested']);
    expect(plan.replies.map((r) => r.pathTemplate)).toEqual([
      '/cart',
      '/payment-options',
      '/billing-profiles',
    ]);
    // The cart came before any intent; payment options only after Back; billing profiles never.
    expect(plan.replyTurns).toEqual([0, 2, 2]);
    // The page load ended before billing profiles were answered: the re-run leaves it unanswered too.
    expect(plan.replies.map((r) => r.pending ?? false)).toEqual([false, false, true]);
  });

  it('count a request the browser cut as the page was left as pending, in the plan and the comparison', () => {
    const log = new EventLog({ clock: new ManualClock() });
    requested(log, 'r1', '/cart');
    log.append('api/failed', {
      requestId: 'r1',
      status: null,
      durationMs: 3,
      error: { ...abortError(null, 'page-left') },
    });
    const cut = [...log.all()];
    expect(recordedReplies(cut)).toMatchObject([{ status: null, pending: true }]);
    expect(traceOf(cut).calls).toMatchObject([{ call: 'GET /cart', status: 'pending' }]);
    expect(traceOf(cut.slice(0, 1)).calls).toMatchObject([{ call: 'GET /cart', status: 'pending' }]);
  });

  it('wait for no reply the page load ended before, and let the re-run’s own time limit end it', () => {
    const log = new EventLog({ clock: new ManualClock() });
    startSegment(log, 'first-load', '/en/checkout', 1);
    requested(log, 'r1', '/billing-profiles');
    log.append('api/failed', {
      requestId: 'r1',
      status: null,
      durationMs: 3,
      error: abortError(null, 'page-left'),
    });
    const plan = planRerun(sessionFileOf(log.all()), 'cut.json');
    expect(plan.totalReplies).toBe(0);
    const live = new EventLog({ clock: new ManualClock() });
    requested(live, 'r1', '/billing-profiles');
    live.append('api/failed', {
      requestId: 'r1',
      status: null,
      durationMs: 10_000,
      error: timeoutError(10_000),
    });
    expect(traceOf(live.all()).calls).toMatchObject([{ status: 'timeout' }]);
    expect(
      compareTraces(plan.recorded, { ...traceOf(live.all()), outcome: plan.recorded.outcome }),
    ).toMatchObject({
      same: true,
    });
  });
});

describe('a call the recorded app ended itself', () => {
  /** Cross-sell cut by a newer one, the cart given up at its time limit, a lost connection. */
  function recording(): EventLog {
    const log = new EventLog({ clock: new ManualClock() });
    startSegment(log, 'first-load', '/en/checkout', 1);
    const failed = (requestId: string, error: ReturnType<typeof networkError>) =>
      log.append('api/failed', { requestId, status: null, durationMs: 3, error });
    requested(log, 'r1', '/cart/x-sell-up-sell');
    failed('r1', abortError());
    requested(log, 'r2', '/cart');
    failed('r2', timeoutError(10_000));
    requested(log, 'r3', '/payment-options');
    failed('r3', networkError());
    return log;
  }

  it('is left unanswered by a re-run, where a lost connection is answered as one', () => {
    expect(recordedReplies(recording().all()).map((r) => [r.pathTemplate, r.pending ?? false])).toEqual([
      ['/cart/x-sell-up-sell', true],
      ['/cart', true],
      ['/payment-options', false],
    ]);
  });

  describe('in a live re-run', () => {
    const plan = planRerun(sessionFileOf(recording().all()), 'cut.json');
    const gate = replyGate(60_000, never);
    const server = setupServer(
      ...replayHandlers(plan.replies, {
        turns: plan.replyTurns ?? [],
        until: gate.until,
        pageEnd: gate.pageEnd,
      }),
    );
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterAll(() => server.close());

    it('ends the way the app ends it again: the cut as a cut, not a lost connection racing it', async () => {
      const stale = new AbortController();
      const crossSell = fetch('https://shop.test/api/cart/x-sell-up-sell', { signal: stale.signal }).then(
        () => 'answered',
        (error: unknown) => (error instanceof Error ? error.name : 'failed'),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      stale.abort();
      expect(await crossSell).toBe('AbortError');
      await expect(fetch('https://shop.test/api/payment-options')).rejects.toThrow(TypeError);
    });
  });
});

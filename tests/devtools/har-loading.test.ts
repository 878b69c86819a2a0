/**
 * The exported HAR loads where HAR files are used: @mswjs/source's `fromTraffic` turns it into MSW
 * handlers (msw/node here) that give the recorded replies back to plain fetches: statuses, bodies,
 * an error body, a network failure, and repeated calls to one URL answered occurrence by
 * occurrence, for a hand-built session and for a recorded card payment that failed. Loading it
 * with Playwright's routeFromHAR is e2e/devtools-replay.spec.ts.
 */
import { fromTraffic } from '@mswjs/source/traffic';
import { setupServer, type SetupServer } from 'msw/node';
import { afterEach, describe, expect, it } from 'vitest';
import { toHar, type Har } from '../../devtools/session/har';
import { exchangesOf } from '../../devtools/timeline/exchanges';
import type { AppEvent } from '../../events/envelope';
import { loadScenarios } from '../scenarios/load-scenarios';
import { runScenario } from '../scenarios/run-scenario';
import { recordedSession } from './support/recorded';

const options = { origin: 'https://shop.test', startedAt: Date.UTC(2025, 2, 3), buildId: 'b1' };

let server: SetupServer | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

function serve(har: Har): void {
  server = setupServer(...fromTraffic(har));
  server.listen({ onUnhandledRequest: 'error' });
}

/** Sends every recorded request again, in order, and reads what comes back. */
async function replayAll(har: Har): Promise<{ status: number | 'network'; body: unknown }[]> {
  const out: { status: number | 'network'; body: unknown }[] = [];
  for (const { request } of har.log.entries) {
    try {
      const response = await fetch(request.url, {
        method: request.method,
        ...(request.postData ? { body: request.postData.text } : {}),
      });
      const text = await response.text();
      out.push({ status: response.status, body: text ? JSON.parse(text) : null });
    } catch {
      out.push({ status: 'network', body: null });
    }
  }
  return out;
}

/** What the log says each exchange got: status and body (an error's body as the contract's). */
function recordedReplies(events: readonly AppEvent[]) {
  return exchangesOf(events).map(({ reply }) => {
    if (!reply || reply.payload.status === null) return { status: 'network' as const };
    return { status: reply.payload.status };
  });
}

describe('HAR loaded by @mswjs/source', () => {
  it('answers with the recorded replies: a cart, a card failure body and a network failure', async () => {
    const events = recordedSession().log.all();
    serve(toHar(events, options));
    const first = await fetch('https://api.test/cart/items', { method: 'POST', body: '{}' });
    expect(first.status).toBe(200);
    const added = events.find((e) => e.type === 'api/responded');
    expect(await first.json()).toEqual(added?.type === 'api/responded' ? added.payload.body : null);
    const failed = await fetch('https://api.test/cart/items/c1/prices?period=12');
    expect(failed.status).toBe(402);
    expect(await failed.json()).toMatchObject({ key: 'payment.card_failed' });
    await expect(fetch('https://api.test/cart/items/c2/prices')).rejects.toThrow();
  });

  it('gives a recorded failed card payment its replies back, call by call', { timeout: 60_000 }, async () => {
    const found = loadScenarios().find(({ scenario }) => scenario.id === 'sk-ws.card-failed-retry');
    if (!found) throw new Error('no fixture sk-ws.card-failed-retry');
    const finish = found.scenario.intents.findIndex((i) => i.type === 'checkout/finish-requested');
    const { steps: _steps, ...provider } = found.scenario.provider ?? {};
    const run = await runScenario({
      ...found.scenario,
      provider,
      intents: found.scenario.intents.slice(0, finish + 1),
    });
    const har = toHar(run.events, options);
    const urls = har.log.entries.map((e) => `${e.request.method} ${e.request.url}`);
    expect(new Set(urls).size).toBeLessThan(urls.length);
    serve(har);
    const replayed = await replayAll(har);
    expect(replayed.map((r) => ({ status: r.status }))).toEqual(recordedReplies(run.events));
    const checkout = har.log.entries.findIndex((e) => e.request.url.endsWith('/checkout'));
    expect(replayed[checkout]?.body).toMatchObject({ key: 'payment.card_failed' });
    har.log.entries.forEach((entry, i) => {
      if (entry.response.content.text)
        expect(replayed[i]?.body).toEqual(JSON.parse(entry.response.content.text));
    });
  });
});

/**
 * A cart change whose reply does not come (issue 22, decision 038), against the mock provider: the
 * provider carries out the change and holds its reply; at the time limit the change fails with a
 * timeout, its message offers "Try again", the queue moves on to the next change (whose cart, the
 * provider's current one, answers the "Try again"), and the request is aborted at the limit, so the
 * reply the provider still lets go never overwrites the newer cart. Time is a manual timer.
 */
import { describe, expect, it, vi } from 'vitest';
import { foldAll } from '../../projections/fold';
import { loadedCart } from '../../projections/cart/selectors';
import { cartLoadEffect } from '../../src/effects/cart/load';
import { cartQueueEffect } from '../../src/effects/runtime/core-effects';
import type { StartTimer } from '../../src/api/http';
import { logRecorder } from '../../src/effects/runtime/log-recorder';
import { deferred, flush } from '../support/effect-harness';
import { providerApi, providerHarness, seed, until, useTestProvider } from '../support/provider-harness';

const provider = useTestProvider();

describe('a cart change whose reply does not come', () => {
  it('fails at the limit with "Try again", the queue moves on, and the held reply changes nothing', async () => {
    seed(provider, { cart: 'with-items', login: null });
    const timers: { ms: number; fire: () => void; done: boolean }[] = [];
    const timer: StartTimer = (ms, fire) => {
      const t = { ms, fire, done: false };
      timers.push(t);
      return () => void (t.done = true);
    };
    const h = providerHarness([]);
    h.deps.api = providerApi(logRecorder(h.log), { timer });
    h.stop = (
      (stops) => () =>
        stops.forEach((s) => s.unsubscribe())
    )([cartLoadEffect(h.deps), cartQueueEffect(h.deps)]);
    h.log.append('cart/load-requested', { reason: 'boot' });
    expect(await until(() => h.all('cart/received').length === 1)).toBe(true);
    const item = loadedCart(h.state())?.items.find((i) => i.options.period.length > 1);
    if (!item) throw new Error('no item with a choice of periods');
    const period = item.options.period.find((p) => p.period !== item.period)?.period ?? item.period;

    // the provider carries the change out, then holds its reply until the test lets it go
    const reply = deferred<void>();
    vi.spyOn(provider.store, 'sleep').mockImplementation(() => reply.promise);
    provider.store.setFaults({ holdReplyMs: 30_000, method: 'PATCH' });
    h.log.append('cart/item-update-requested', { itemId: item.id, changes: { period } });
    h.log.append('cart-extras/note-committed', { note: 'after the slow change' });
    expect(await until(() => h.exchanges().includes('>PATCH /cart/items/{id}'))).toBe(true);
    const patchLimit = timers.at(-1);
    expect(patchLimit?.ms).toBe(10_000);
    patchLimit?.fire();

    expect(await until(() => h.all('cart/command-failed').length === 1)).toBe(true);
    expect(h.all('cart/command-failed')[0]?.payload).toMatchObject({
      command: 'update-item',
      itemId: item.id,
      error: { kind: 'timeout', messageKey: 'general.timeout' },
    });
    // as the failure is in (no view shows the item here, so its message falls back to `general`)
    const failedAt = h.log.all().findIndex((e) => e.type === 'cart/command-failed');
    expect(foldAll(h.log.all().slice(0, failedAt + 1)).messages.byPath.general).toEqual([
      { translationKey: 'general.timeout', type: 'error', action: 'reload-cart', originalPath: item.id },
    ]);
    // the queue moved on: the note went out and its cart (with the change the provider made) is shown
    expect(await until(() => h.all('cart/received').length === 2)).toBe(true);
    expect(h.state().cartCommands.running).toEqual([]);
    const newer = loadedCart(h.state());
    expect(newer?.note).toBe('after the slow change');
    expect(newer?.items.find((i) => i.id === item.id)?.period).toBe(period);
    // that cart answers the "Try again": the message goes
    expect(h.state().messages.byPath.general).toBeUndefined();

    reply.resolve();
    await flush();
    expect(loadedCart(h.state())).toBe(newer);
    expect(h.all('cart/received')).toHaveLength(2);
    h.stop();
  });
});

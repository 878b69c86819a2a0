/**
 * Canary: a transfer auth code typed in the service-settings step reaches the provider in clear
 * but never the log (intent, recorded request, cart reply, export).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REDACTED } from '../../events/redact';
import { createApiClient } from '../../src/api/client';
import { logRecorder, sequentialIds } from '../../src/effects/log-recorder';
import { cartLoadEffect } from '../../src/effects/cart/load';
import { cartQueueEffect } from '../../src/effects/cart/queue';
import { itemSecretKey, keepSecret, revealItemChanges, takeSecret } from '../../src/effects/secret-vault';
import { harness } from '../support/effect-harness';
import { API_BASE, control, createProvider } from './support/provider-harness';

async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 0));
  if (!done()) throw new Error('timed out waiting');
}

const CANARY = 'EPP-CANARY-7f3a9';
const provider = createProvider();
beforeAll(() => provider.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.server.resetHandlers());
afterAll(() => provider.server.close());
beforeEach(async () => {
  await control('reset', {});
});

describe('secrets typed by the customer', () => {
  it('are taken from the vault once, in place of the redacted value', () => {
    keepSecret(itemSecretKey('i1', 'eppCode'), 'A1');
    expect(revealItemChanges('i1', { properties: { eppCode: REDACTED, name: 'x' } })).toEqual({
      properties: { eppCode: 'A1', name: 'x' },
    });
    expect(takeSecret(itemSecretKey('i1', 'eppCode'))).toBeUndefined();
  });

  it('send the auth code to the provider but never write it to the log', async () => {
    await control('seed', { cart: 'with-items', login: 'alice' });
    const { log, deps } = harness({});
    const api = createApiClient({
      apiUrl: API_BASE,
      validationApiUrl: 'http://validation.test',
      company: 'sk-ws',
      language: () => 'en-US',
      hasKey: () => true,
      production: true,
      recorder: logRecorder(log),
      newRequestId: sequentialIds(),
    });
    const effectDeps = { ...deps, api };
    const count = (type: string) => log.all().filter((e) => e.type === type).length;
    cartLoadEffect(effectDeps);
    cartQueueEffect(effectDeps);
    log.append('cart/load-requested', { reason: 'boot' });
    await until(() => count('cart/received') === 1);
    const added = await api.addItem({
      code: 'domain-transfer',
      sellType: 'direct',
      period: 12,
      properties: { domain: 'taken-prevod.sk' },
    });
    if (!added.ok) throw new Error(added.error.messageKey);
    const item = added.value.items.find((i) => i.code === 'domain-transfer');
    if (!item) throw new Error('no transfer item');
    keepSecret(itemSecretKey(item.id, 'eppCode'), CANARY);
    log.append('cart/item-update-requested', {
      itemId: item.id,
      changes: { properties: { eppCode: CANARY } },
    });
    await until(() => count('cart/received') === 2);
    const stored = provider.store.state.sessions.default?.cart?.items.find((i) => i.id === item.id);
    expect(stored?.properties.eppCode).toBe(CANARY);
    expect(JSON.stringify(log.all())).not.toContain(CANARY);
    expect(log.all().some((e) => e.type === 'cart/command-failed')).toBe(false);
  });
});

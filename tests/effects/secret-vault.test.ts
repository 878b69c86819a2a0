/**
 * Canary: a transfer auth code typed in the service-settings step reaches the provider in clear
 * but never the log (intent, recorded request, cart reply, export).
 */
import { describe, expect, it } from 'vitest';
import { REDACTED } from '../../events/redact';
import { cartLoadEffect } from '../../src/effects/cart/load';
import { cartQueueEffect } from '../../src/effects/runtime/core-effects';
import { itemSecretKey, keepSecret, takeSecret } from '../../src/shared/secret-vault';
import { revealItemChanges } from '../../src/effects/cart/reveal-secrets';
import { providerHarness, seed, useTestProvider, waitFor } from '../support/provider-harness';

const CANARY = 'EPP-CANARY-7f3a9';
const provider = useTestProvider();

describe('secrets typed by the customer', () => {
  it('are taken from the vault once, in place of the redacted value', () => {
    keepSecret(itemSecretKey('i1', 'eppCode'), 'A1');
    expect(revealItemChanges('i1', { properties: { eppCode: REDACTED, name: 'x' } })).toEqual({
      properties: { eppCode: 'A1', name: 'x' },
    });
    expect(takeSecret(itemSecretKey('i1', 'eppCode'))).toBeUndefined();
  });

  it('send the auth code to the provider but never write it to the log', async () => {
    seed(provider, { cart: 'with-items', login: 'alice' });
    const h = providerHarness([cartLoadEffect, cartQueueEffect]);
    h.log.append('cart/load-requested', { reason: 'boot' });
    await waitFor(h, 'cart/received');
    const added = await h.deps.api.addItem({
      code: 'domain-transfer',
      sellType: 'direct',
      period: 12,
      properties: { domain: 'taken-prevod.sk' },
    });
    if (!added.ok) throw new Error(added.error.messageKey);
    const item = added.value.items.find((i) => i.code === 'domain-transfer');
    if (!item) throw new Error('no transfer item');
    keepSecret(itemSecretKey(item.id, 'eppCode'), CANARY);
    h.log.append('cart/item-update-requested', {
      itemId: item.id,
      changes: { properties: { eppCode: CANARY } },
    });
    await waitFor(h, 'cart/received', 2);
    const stored = provider.store.state.sessions.default?.cart?.items.find((i) => i.id === item.id);
    expect(stored?.properties.eppCode).toBe(CANARY);
    expect(JSON.stringify(h.log.all())).not.toContain(CANARY);
    expect(h.log.all().some((e) => e.type === 'cart/command-failed')).toBe(false);
  });
});

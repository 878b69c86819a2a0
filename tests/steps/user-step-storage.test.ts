/**
 * The user step kept in local storage with the cart uuid: stored on every move, restored after a
 * reload for the same cart only, forgotten on reset, and transfer data cleared once the cart has items.
 */
import { describe, expect, it } from 'vitest';
import { Cart } from '../../events/contract/cart';
import {
  TRANSFER_DATA_KEY,
  USER_STEP_KEY,
  userStepStorageEffect,
} from '../../src/effects/steps/user-step-storage';
import { cart as sampleCart } from '../api/support/samples';
import { harness } from '../support/effect-harness';

const cart = Cart.parse(sampleCart);

describe('the user step kept in local storage with the cart uuid', () => {
  it('stores the step with the cart uuid', () => {
    const h = harness({});
    userStepStorageEffect(h.deps);
    h.log.append('cart/received', { cart, command: 'load' });
    h.log.append('steps/user-step-set', { step: 'payment-method' });
    expect(JSON.parse(h.deps.storage.getItem(USER_STEP_KEY) ?? 'null')).toEqual({
      step: 'payment-method',
      cartUuid: 'cart-1',
    });
  });

  it('stores every move made with next and back, not only explicit sets', () => {
    const h = harness({});
    userStepStorageEffect(h.deps);
    h.log.append('cart/received', { cart, command: 'load' });
    h.log.append('steps/user-step-set', { step: 'billing-profile' });
    h.log.append('steps/next-requested', {});
    const afterNext = JSON.parse(h.deps.storage.getItem(USER_STEP_KEY) ?? 'null');
    expect(afterNext.step).not.toBe('billing-profile');
    expect(afterNext.cartUuid).toBe('cart-1');
    h.log.append('steps/back-requested', {});
    expect(JSON.parse(h.deps.storage.getItem(USER_STEP_KEY) ?? 'null')).toEqual({
      step: 'billing-profile',
      cartUuid: 'cart-1',
    });
  });

  it('keeps the stored step through the reload that restores it', () => {
    const h = harness({});
    h.deps.storage.setItem(USER_STEP_KEY, JSON.stringify({ step: 'payment-method', cartUuid: 'cart-1' }));
    userStepStorageEffect(h.deps);
    h.log.append('cart/received', { cart, command: 'load' });
    expect(JSON.parse(h.deps.storage.getItem(USER_STEP_KEY) ?? 'null')).toEqual({
      step: 'payment-method',
      cartUuid: 'cart-1',
    });
  });

  it('restores the step after a reload for the same cart', () => {
    const h = harness({});
    h.deps.storage.setItem(USER_STEP_KEY, JSON.stringify({ step: 'payment-method', cartUuid: 'cart-1' }));
    userStepStorageEffect(h.deps);
    h.log.append('cart/received', { cart, command: 'load' });
    const restored = h.log.all().find((e) => e.type === 'steps/user-step-restored');
    expect(restored?.payload).toEqual({ step: 'payment-method', cartUuid: 'cart-1' });
  });

  it('drops a stored step that belongs to a different cart', () => {
    const h = harness({});
    h.deps.storage.setItem(USER_STEP_KEY, JSON.stringify({ step: 'payment-method', cartUuid: 'old' }));
    userStepStorageEffect(h.deps);
    h.log.append('cart/received', { cart, command: 'load' });
    expect(h.types()).not.toContain('steps/user-step-restored');
    expect(h.deps.storage.getItem(USER_STEP_KEY)).toBeNull();
  });

  it('ignores a corrupt stored value', () => {
    const h = harness({});
    h.deps.storage.setItem(USER_STEP_KEY, '{not json');
    userStepStorageEffect(h.deps);
    h.log.append('cart/received', { cart, command: 'load' });
    expect(h.types()).not.toContain('steps/user-step-restored');
  });

  it('forgets the step on a cart reset', () => {
    const h = harness({});
    userStepStorageEffect(h.deps);
    h.log.append('cart/received', { cart, command: 'load' });
    h.log.append('steps/user-step-set', { step: 'payment-method' });
    h.log.append('cart/reset', { reason: 'cart.not_found' });
    expect(h.deps.storage.getItem(USER_STEP_KEY)).toBeNull();
  });

  it('clears stored transfer payment data once the cart has items', () => {
    const h = harness({});
    h.deps.storage.setItem(TRANSFER_DATA_KEY, '{"iban":"SK00"}');
    userStepStorageEffect(h.deps);
    h.log.append('cart/received', { cart, command: 'load' });
    expect(h.deps.storage.getItem(TRANSFER_DATA_KEY)).toBeNull();
  });
});

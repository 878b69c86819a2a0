// @vitest-environment happy-dom
/**
 * Renders when the order view moves to the next step (issue 31, Continue p95 ≤ 100 ms at 4× CPU):
 * only the blocks whose step changed render again. The cart step's summary, a done profile step's
 * summary and the consents in the side summary show the same thing before and after, so Continue
 * must not render them (each part's own renders are counted: tests/support/render-counts.tsx).
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OrderPage from '../../src/features/order/order-page';
import { renders } from '../support/render-counts';
import { buildCompleteCart } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

vi.mock('../../src/features/order/summary/cart-step-summary', async (original) =>
  (await import('../support/render-counts')).countedModule(await original<object>(), [
    'CartStepSummary',
  ] as never),
);
vi.mock('../../src/features/order/steps/billing-profile-step', async (original) =>
  (await import('../support/render-counts')).countedModule(await original<object>(), [
    'BillingProfileStep',
  ] as never),
);
vi.mock('../../src/features/order/summary/policy-link', async (original) =>
  (await import('../support/render-counts')).countedModule(await original<object>(), ['PolicyLink'] as never),
);

afterEach(cleanup);

describe('renders when the order view moves to the next step', () => {
  it('renders neither the cart step, a done step nor the consents again on Continue', () => {
    const r = renderInApp(<OrderPage />, {
      seed: (log) => {
        log.append('cart/received', { cart: buildCompleteCart(), command: 'load' });
        log.append('steps/user-step-set', { step: 'payment-method' });
      },
    });
    expect(renders.get('CartStepSummary')).toBeGreaterThan(0);
    expect(renders.get('BillingProfileStep')).toBeGreaterThan(0);
    expect(renders.get('PolicyLink')).toBeGreaterThan(0);
    renders.clear();

    act(() => r.emit('steps/next-requested', {}));

    // The step did move: the payment block is done, the next one is open.
    expect(r.container.querySelector('#order-step-payment-method')?.className).toContain('order-step--done');
    expect(r.container.querySelector('.order-step--active')?.id).toBe('order-step-recapitulation');
    expect(Object.fromEntries(renders)).toEqual({});
  });
});

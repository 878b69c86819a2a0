/**
 * Issue 14 item 10 (spec §4 "Quick order: ... other errors still show recapitulation with a
 * message", contract E38): a quick order that fails with anything but 401 leaves the customer on
 * recapitulation with the message in the messages region, even though the cart still lacks the
 * profiles the quick order would have filled in; it does not open the billing step.
 */
import { describe, expect, it } from 'vitest';
import { messagesAt } from '../../projections/messages/selectors';
import { succeed } from '../../src/api/result';
import { buildCart, buildError, user } from '../support/builders';
import { openOrderPage, settle } from '../steps/support/order-page';

async function failedQuickOrderOnCart() {
  const unprepared = buildCart({ user });
  const page = await openOrderPage(
    {
      getCart: async () => succeed(unprepared, 200),
      quickOrder: async () => ({
        ok: false as const,
        error: buildError({ status: 422, key: 'quick_order.failed', messageKey: 'quick_order.failed' }),
        flash: [],
      }),
    },
    '/checkout',
  );
  page.h.log.append('cart-extras/quick-order-requested', {});
  await settle();
  return page;
}

describe('a quick order that fails', () => {
  it('shows recapitulation with the message in the messages region, not the billing step', async () => {
    const { state, url } = await failedQuickOrderOnCart();
    expect(url()).toBe('/checkout/order?step=recapitulation');
    expect(state().steps.userStep).toBe('recapitulation');
    expect(messagesAt(state(), 'general').map((m) => m.translationKey)).toContain('quick_order.failed');
  });
});

/**
 * Issue 14 item 4 (contract §1.2, E37: the provider closes the cart once the order is created, and
 * the next `GET /cart` gives a new one): after an order the header's mini cart shows the customer's
 * new cart, not the one just paid for; an order that was not created keeps the cart as it was.
 */
import { describe, expect, it } from 'vitest';
import { miniCart } from '../../projections/layout/selectors';
import { cartOf } from '../../projections/read-model';
import { useTestProvider, waitFor } from '../support/provider-harness';
import { finish, readyForCheckout } from './support/checkout-harness';

const provider = useTestProvider();

describe('the header after an order', () => {
  it('shows the new, empty cart on the thank-you page, not the paid one', async () => {
    const h = await readyForCheckout(provider, {
      payment: { groupId: 'transfer', optionId: null, recurrence: false },
    });
    const paid = cartOf(h.state().cart.load);
    expect(miniCart(h.state())?.count).toBeGreaterThan(0);
    await finish(h, ['checkout/completed']);
    await waitFor(h, 'cart/received', 2);
    expect(h.requests).toEqual(['>POST /checkout', '>GET /cart']);
    expect(miniCart(h.state())).toMatchObject({ count: 0, total: 0 });
    expect(cartOf(h.state().cart.load)?.uuid).not.toBe(paid?.uuid);
    expect(h.state().checkout.status).toMatchObject({ status: 'done', messageKey: 'transfer' });
  });

  it('keeps the cart when the order was not created (thank-you exception)', async () => {
    const h = await readyForCheckout(provider, {
      payment: { groupId: 'transfer', optionId: null, recurrence: false },
      behaviour: { checkout: 'order.not_created' },
    });
    const before = miniCart(h.state());
    await finish(h, ['checkout/completed']);
    expect(h.requests).toEqual(['>POST /checkout']);
    expect(miniCart(h.state())).toEqual(before);
  });
});

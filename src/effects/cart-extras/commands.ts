/**
 * The cart extras' intents that become cart commands (decision 073): the note (E13, or E14 when
 * left empty), coupons (E18, E19), the donation (E20, E21) and the quick order (E38, then the cart
 * read again: E5). Their names and message areas are declared in events/catalogue/cart-extras.ts.
 */
import type { Cart } from '../../../events/contract/cart';
import type { CoreApiClient } from '../../api/core-client';
import type { Result } from '../../api/result';
import type { CartCommandRunners } from '../cart/command';

/** E38 fills in the last order's choices and answers 204; the cart is then read again (E5). */
async function runQuickOrder(api: CoreApiClient): Promise<Result<Cart>> {
  const ordered = await api.quickOrder();
  return ordered.ok ? api.getCart() : ordered;
}

export const cartExtrasCommands: CartCommandRunners = {
  'cart-extras/note-committed': (event) => {
    const note = event.payload.note.trim();
    return note === ''
      ? { name: 'delete-note', run: (api) => api.deleteNote() }
      : { name: 'set-note', run: (api) => api.setNote(note) };
  },
  'cart-extras/coupon-add-requested': (event) => {
    const code = event.payload.code.trim();
    return { name: 'add-coupon', run: (api) => api.addCoupon(code) };
  },
  'cart-extras/coupon-remove-requested': (event) => {
    const { code } = event.payload;
    return { name: 'remove-coupon', run: (api) => api.removeCoupon(code) };
  },
  'cart-extras/donation-requested': (event) => {
    const { donation } = event.payload;
    return { name: 'set-donation', run: (api) => api.setDonation(donation) };
  },
  'cart-extras/donation-remove-requested': () => ({
    name: 'remove-donation',
    run: (api) => api.removeDonation(),
  }),
  'cart-extras/quick-order-requested': () => ({ name: 'quick-order', run: runQuickOrder }),
};

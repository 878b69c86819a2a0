/**
 * The cart page's extras beyond item changes (spec §2 cart view): the optional note (its checkbox
 * and each edit of its text, which an effect turns into `cart-extras/note-committed` after 300 ms of
 * quiet), coupons (the panel toggle, adding and removing one), the donation, and the quick order
 * (E38, then GET /cart). The note, coupons, donation and quick order are cart commands, declared
 * below with where their failures are told (decision 073).
 */
import * as z from 'zod/mini';
import { DonationRequest } from '../contract/requests';
import { cartCommands, intent, notFolded } from '../define';

/** This feature's cart commands (events/catalogue/cart-commands.ts): the message area of each. */
export const cartExtrasCommands = cartCommands({
  'set-note': { area: 'note' },
  'delete-note': { area: 'note' },
  'add-coupon': { area: 'discount' },
  'remove-coupon': { area: 'discount_rm' },
  'set-donation': { fieldForm: true },
  'remove-donation': {},
  'quick-order': { area: 'quick-order' },
});

export const cartExtrasEvents = {
  /** The note checkbox: open shows the textarea; closing a cart that has a note removes it. */
  'cart-extras/note-toggled': intent(z.object({ open: z.boolean() })),
  /** The note text as it now reads (one event per change; the draft lives in a projection). */
  'cart-extras/note-edited': intent(z.object({ text: z.string() })),
  /** The coupon panel toggle, shown while the cart has no coupon (with coupons the panel is open). */
  'cart-extras/coupon-panel-toggled': intent(z.object({ open: z.boolean() })),
  /** Quick order (logged in): the provider fills in the last order's profiles and payment. */
  'cart-extras/quick-order-requested': intent(z.object({})),
  /** The note as the customer left it (trimmed; empty deletes it): E13 or E14 through the cart queue. */
  'cart-extras/note-committed': intent(z.object({ note: z.string() }), notFolded),
  /** A coupon code to add (E18) or remove (E19) through the cart queue. */
  'cart-extras/coupon-add-requested': intent(z.object({ code: z.string() }), notFolded),
  'cart-extras/coupon-remove-requested': intent(z.object({ code: z.string() }), notFolded),
  /** A donation to set (E20) or remove (E21) through the cart queue. */
  'cart-extras/donation-requested': intent(z.object({ donation: DonationRequest }), notFolded),
  'cart-extras/donation-remove-requested': intent(z.object({}), notFolded),
};

/**
 * The cart view's own gestures beyond item changes (spec §2 cart view): the optional note (its
 * checkbox and each edit of its text, which an effect turns into `cart/note-committed` after 300 ms
 * of quiet), the coupon panel toggle, and the quick order (a queued cart change: E38, then GET /cart).
 */
import * as z from 'zod/mini';
import { intent } from '../define';

export const cartExtrasEvents = {
  /** The note checkbox: open shows the textarea; closing a cart that has a note removes it. */
  'cart-extras/note-toggled': intent(z.object({ open: z.boolean() })),
  /** The note text as it now reads (one event per change; the draft lives in a projection). */
  'cart-extras/note-edited': intent(z.object({ text: z.string() })),
  /** The coupon panel toggle, shown while the cart has no coupon (with coupons the panel is open). */
  'cart-extras/coupon-panel-toggled': intent(z.object({ open: z.boolean() })),
  /** Quick order (logged in): the provider fills in the last order's profiles and payment. */
  'cart-extras/quick-order-requested': intent(z.object({})),
};

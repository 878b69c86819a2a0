/**
 * The shape of the cart-extras read model (projections/cart-extras/model.ts), apart so projections/state.ts can name
 * the slice without importing the reducer: the note as the customer is writing it, the coupon
 * panel toggle and form generation, and the continue / quick-order requests still on their way.
 */

interface NoteDraft {
  /** The checkbox as the customer set it; null = follow the cart (open when it has a note). */
  open: boolean | null;
  /** The text as typed; null = nothing typed yet, show the cart's note. Survives failed calls. */
  draft: string | null;
}

export interface CartExtrasState {
  note: NoteDraft;
  /** The coupon panel toggle (the panel is open anyway while the cart has coupons). */
  couponPanelOpen: boolean;
  /** Successful coupon adds so far: the coupon form is keyed on it, so a success resets the form. */
  couponsAdded: number;
  /** Continue (validate, then the next step) asked and not yet answered. */
  continuing: number;
  /** Quick orders asked and not yet answered (the spinner shows from the click on). */
  quickOrders: number;
}

export const initialCartExtrasState: CartExtrasState = {
  note: { open: null, draft: null },
  couponPanelOpen: false,
  couponsAdded: 0,
  continuing: 0,
  quickOrders: 0,
};

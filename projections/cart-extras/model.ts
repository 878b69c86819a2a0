/**
 * The cart-extras read model: the note draft and checkbox (closing it empties the draft; typing
 * keeps it open, also once an emptied note has removed the cart's), the coupon
 * panel toggle, the count of successful coupon adds (the form resets on each), and how many continue
 * and quick-order requests are still waiting for their answer. `cart/reset` starts it over.
 */
import { initialCartExtrasState, type CartExtrasState } from './state';
import { edit, onSlice } from '../on-events';

export const reduceCartExtras = onSlice('cartExtras', {
  'cart-extras/note-toggled': edit((extras, { payload }) => {
    extras.note.open = payload.open;
    if (!payload.open) extras.note.draft = '';
  }),
  // The customer is writing in the box: it stays open even when an emptied note removes the cart's.
  'cart-extras/note-edited': edit((extras, { payload }) => {
    extras.note.draft = payload.text;
    extras.note.open ??= true;
  }),
  'cart-extras/coupon-panel-toggled': edit((extras, { payload }) => {
    extras.couponPanelOpen = payload.open;
  }),
  'cart/validate-requested': (extras, { payload }) =>
    payload.next === undefined ? extras : { ...extras, continuing: extras.continuing + 1 },
  'cart-extras/quick-order-requested': (extras) => ({ ...extras, quickOrders: extras.quickOrders + 1 }),
  'cart/received': (extras, { payload }) =>
    settle(
      payload.command === 'add-coupon' ? { ...extras, couponsAdded: extras.couponsAdded + 1 } : extras,
      payload.command,
    ),
  'cart/command-failed': (extras, { payload }) => settle(extras, payload.command),
  'cart/reset': () => initialCartExtrasState,
});

function settle(extras: CartExtrasState, command: string): CartExtrasState {
  if (command === 'validate' && extras.continuing > 0)
    return { ...extras, continuing: extras.continuing - 1 };
  if (command === 'quick-order' && extras.quickOrders > 0)
    return { ...extras, quickOrders: extras.quickOrders - 1 };
  return extras;
}

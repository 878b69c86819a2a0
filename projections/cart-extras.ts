/**
 * The cart-extras read model: the note draft and checkbox (closing it empties the draft), the coupon
 * panel toggle, the count of successful coupon adds (the form resets on each), and how many continue
 * and quick-order requests are still waiting for their answer. `cart/reset` starts it over.
 */
import { castDraft } from 'immer';
import { match } from 'ts-pattern';
import { initialCartExtrasState } from './cart-extras-state';
import type { ReadModel } from './read-model';

export const reduceCartExtras: ReadModel = (draft, event) => {
  const extras = draft.cartExtras;
  match(event)
    .with({ type: 'cart-extras/note-toggled' }, ({ payload }) => {
      extras.note.open = payload.open;
      if (!payload.open) extras.note.draft = '';
    })
    .with({ type: 'cart-extras/note-edited' }, ({ payload }) => {
      extras.note.draft = payload.text;
    })
    .with({ type: 'cart-extras/coupon-panel-toggled' }, ({ payload }) => {
      extras.couponPanelOpen = payload.open;
    })
    .with({ type: 'cart/validate-requested' }, ({ payload }) => {
      if (payload.next !== undefined) extras.continuing += 1;
    })
    .with({ type: 'cart-extras/quick-order-requested' }, () => {
      extras.quickOrders += 1;
    })
    .with({ type: 'cart/received' }, ({ payload }) => {
      if (payload.command === 'add-coupon') extras.couponsAdded += 1;
      settle(extras, payload.command);
    })
    .with({ type: 'cart/command-failed' }, ({ payload }) => settle(extras, payload.command))
    .with({ type: 'cart/reset' }, () => {
      draft.cartExtras = castDraft(initialCartExtrasState);
    })
    .otherwise(() => {});
};

function settle(extras: { continuing: number; quickOrders: number }, command: string): void {
  if (command === 'validate' && extras.continuing > 0) extras.continuing -= 1;
  if (command === 'quick-order' && extras.quickOrders > 0) extras.quickOrders -= 1;
}

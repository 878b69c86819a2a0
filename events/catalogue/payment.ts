/**
 * Payment options offered for the cart and the customer's choice among them.
 */
import * as z from 'zod/mini';
import { AppError } from '../app-error';
import { PaymentOptionGroup, PaymentRequest } from '../contract/payment';
import { PaymentGroupId } from '../contract/scalars';
import { cartCommands, fact, intent } from '../define';

/** This feature's cart commands (events/catalogue/cart-commands.ts): the message area of each. */
export const paymentCommands = cartCommands({
  'set-payment-option': { area: 'paymentOption' },
});

export const paymentEvents = {
  'payment/options-requested': intent(z.object({})),
  'payment/options-received': fact(z.object({ groups: z.array(PaymentOptionGroup) })),
  'payment/options-failed': fact(z.object({ error: AppError })),
  'payment/group-selected': intent(z.object({ groupId: PaymentGroupId })),
  'payment/option-selected': intent(
    z.object({ groupId: PaymentGroupId, optionId: z.nullable(z.string()), recurrence: z.boolean() }),
  ),
  /** A complete choice to store on the cart (E15), queued with the other cart changes. */
  'payment/option-save-requested': intent(z.object({ request: PaymentRequest })),
};

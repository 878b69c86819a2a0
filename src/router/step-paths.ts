/**
 * Where each step lives (spec §2): the cart step at `/checkout`, every other step in the order view
 * at `/checkout/order?step=…`. One place for the effects that navigate between steps and the views
 * that link to them; the language prefix is added by navigation.
 */
import type { StepName } from '../../events/contract/scalars';

export const CART_PATH = '/checkout';
export const ORDER_PATH = '/checkout/order';

export function stepPath(step: StepName): string {
  return step === 'cart' ? CART_PATH : `${ORDER_PATH}?step=${step}`;
}

/**
 * Where each step lives (spec §2): the cart step at `/checkout`, every other step in the order view
 * at `/checkout/order?step=…`. One place for the effects that navigate between steps and the views
 * that link to them; the language prefix is added by navigation.
 */
import type { StepName } from '../../events/contract/scalars';
import { routePath } from '../../events/route-table';

export const CART_PATH = routePath('checkout');
export const ORDER_PATH = routePath('order-page');

export function stepPath(step: StepName): string {
  return step === 'cart' ? CART_PATH : routePath('order-page', { query: { step } });
}

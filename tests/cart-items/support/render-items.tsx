/**
 * Renders the cart item list over a real log and store (through the shared renderInApp), so
 * component tests can click and read what a customer would, and inspect the intents the views
 * appended.
 */
import type { AppConfigInput } from '../../../events/contract/app-config';
import type { Cart } from '../../../events/contract/cart';
import { loadedCart } from '../../../projections/cart/selectors';
import { useAppSelector } from '../../../src/app/use-app-selector';
import { CartItemList } from '../../../src/features/cart/items/cart-item-list';
import { renderInApp, type Rendered } from '../../support/render-in-app';

export type { Rendered } from '../../support/render-in-app';

function ListFromStore() {
  const loaded = useAppSelector((state) => loadedCart(state) !== null);
  return loaded ? <CartItemList /> : null;
}

export function renderItems(cart: Cart, config: Partial<AppConfigInput> = {}): Rendered {
  return renderInApp(<ListFromStore />, {
    seed: (log) => log.append('cart/received', { cart, command: 'load' }),
    config: { transferUrl: 'https://transfer.test/', ...config },
  });
}

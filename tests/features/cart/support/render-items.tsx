/**
 * Renders the cart item list over a real log and store (through the shared renderWithStore), so
 * component tests can click and read what a customer would, and inspect the intents the views
 * appended.
 */
import type { AppConfigInput } from '../../../../events/contract/app-config';
import type { Cart } from '../../../../events/contract/cart';
import { loadedCart } from '../../../../projections/selectors';
import { useAppSelector } from '../../../../src/app/use-app-selector';
import { CartItemList } from '../../../../src/features/cart/items/cart-item-list';
import { renderWithStore, type Rendered } from '../../layout/support/render-with-store';

export type { Rendered } from '../../layout/support/render-with-store';

function ListFromStore() {
  const loaded = useAppSelector((state) => loadedCart(state) !== null);
  return loaded ? <CartItemList /> : null;
}

export function renderItems(cart: Cart, config: Partial<AppConfigInput> = {}): Rendered {
  return renderWithStore(
    <ListFromStore />,
    (log) => log.append('cart/received', { cart, command: 'load' }),
    { transferUrl: 'https://transfer.test/', ...config },
    '',
  );
}

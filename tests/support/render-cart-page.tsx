/**
 * Renders the whole cart view over a real log and store with the en-US catalogue (through the
 * shared renderInApp), so component tests click and read what a customer would and inspect the
 * intents the views appended.
 */
import type { AppConfigInput } from '../../events/contract/app-config';
import type { Cart } from '../../events/contract/cart';
import CartPage from '../../src/features/cart/cart-page';
import { renderInApp, type Rendered } from './render-in-app';

export function renderCartPage(cart: Cart, config: Partial<AppConfigInput> = {}): Rendered {
  return renderInApp(<CartPage />, {
    seed: (log) => log.append('cart/received', { cart, command: 'load' }),
    config: { transferUrl: 'https://transfer.test/', ...config },
  });
}

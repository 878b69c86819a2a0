/**
 * Renders the whole cart view over a real log and store with the en-US catalogue (through the
 * shared renderWithStore), so component tests click and read what a customer would and inspect
 * the intents the views appended.
 */
import type { AppConfigInput } from '../../../events/contract/app-config';
import type { Cart } from '../../../events/contract/cart';
import type { EventType, PayloadOf } from '../../../events/catalogue/index';
import CartPage from '../../../src/features/cart/cart-page';
import { renderWithStore, type Rendered } from '../../features/layout/support/render-with-store';

export interface RenderedPage extends Omit<Rendered, 'payloads'> {
  payloads<T extends EventType>(type: T): PayloadOf<T>[];
}

export function renderCartPage(cart: Cart, config: Partial<AppConfigInput> = {}): RenderedPage {
  const rendered = renderWithStore(
    <CartPage />,
    (log) => log.append('cart/received', { cart, command: 'load' }),
    { transferUrl: 'https://transfer.test/', ...config },
    '',
  );
  const payloads = <T extends EventType>(type: T) => rendered.payloads(type) as PayloadOf<T>[];
  return { ...rendered, payloads };
}

/**
 * The catalogue keys index.html's early script shows (decision 084), whose texts the build copies
 * per locale into the page (scripts/build/early-start.mjs): the loading indicator's and the failed
 * load's (src/boot/load-failure.ts), and the cart painted before the app's (the app's own header,
 * cart heading and summary keys); and the cart's path, where the cart is painted. Apart from
 * words.ts, so the script itself carries only what the build copies of them.
 */
import { cartApi } from '../../events/contract/endpoints/cart';
import { routePath } from '../../events/route-table';
import { messageKeys } from '../api/message-keys';
import { cartKeys } from '../features/cart/cart-view';
import { brandNameKeys } from '../ui/brand-names';
import { layoutTitleKey } from '../ui/layout-classes';
import { loadingKey } from '../ui/spinner-classes';

/** The cart's path after the language prefix (the route table's `checkout`). */
export const earlyPaintPath = routePath('checkout');

/** The path of the early `GET /cart` under `apiUrl`, from its declaration (E5). */
export const earlyCartApiPath: string = cartApi.getCart.path;

/** The loading indicator's text, and what the page says when the app's own code cannot be loaded. */

export const earlyStartKeys = { loading: loadingKey, unreachable: messageKeys.networkError } as const;

export const earlyPaintKeys: readonly string[] = [
  layoutTitleKey,
  ...Object.values(brandNameKeys),
  ...Object.values(cartKeys),
];

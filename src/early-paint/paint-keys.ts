/**
 * The catalogue keys of the cart painted before the app (decision 084): the app's own header, cart
 * heading and summary keys, whose texts the build copies per locale into index.html's early script
 * (scripts/build/early-start.mjs). Apart from words.ts, so the script itself does not carry the list.
 */
import { cartKeys } from '../features/cart/cart-view';
import { brandNameKeys } from '../ui/brand-names';
import { layoutTitleKey } from '../ui/layout-classes';

export const earlyPaintKeys: readonly string[] = [
  layoutTitleKey,
  ...Object.values(brandNameKeys),
  ...Object.values(cartKeys),
];

/**
 * What the cart painted before the app leaves for the app's log (decision 075): a marker on
 * `window` and a DOM event when the layer goes. The early paint (cart-paint.ts) writes them and the
 * entry (src/boot/early-paint.ts) reads them.
 */
export const MARKER_KEY = '__checkoutEarlyPaint';
export const ENDED_EVENT = 'checkout:early-paint-ended';

export interface EarlyPaintMarker {
  items: number;
  atMs: number;
  ended: { reason: 'app-page' | 'timeout'; atMs: number } | null;
}

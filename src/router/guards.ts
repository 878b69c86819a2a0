/**
 * Route guards and redirects of spec §2 as one pure function: given where the customer is and what
 * the cart looks like, where should they be instead (or null to stay). Routes render the result as
 * a `nav/requested` intent, so every redirect is in the log.
 */
import { isRoutePath, routePath } from '../../events/route-table';

export interface GuardInput {
  /** Path without the language prefix, e.g. `/checkout/order`. */
  path: string;
  /** Query string without `?`. */
  search: string;
  cart: 'initial' | 'empty' | 'filled' | 'failed';
}

const toCheckout = new Set(['', routePath('home'), routePath('order'), routePath('cart')]);
const cartScreens = new Set([routePath('checkout'), routePath('order-page')]);

export function redirectFor({ path, search, cart }: GuardInput): string | null {
  const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (toCheckout.has(clean)) return routePath('checkout', { query: search });
  if (isRoutePath('domain-checker', clean)) return domainCheckerRedirect(search);
  if (cart === 'empty' && cartScreens.has(clean)) return routePath('empty-cart');
  if (cart === 'filled' && isRoutePath('empty-cart', clean)) return routePath('checkout');
  return null;
}

function domainCheckerRedirect(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.get('qd')) return routePath('home');
  if (!params.has('freeOnly')) {
    params.set('freeOnly', 'true');
    return routePath('domain-checker', { query: params });
  }
  return null;
}

/**
 * Route guards and redirects of spec §2 as one pure function: given where the customer is and what
 * the cart looks like, where should they be instead (or null to stay). Routes render the result as
 * a `nav/requested` intent, so every redirect is in the log.
 */
export interface GuardInput {
  /** Path without the language prefix, e.g. `/checkout/order`. */
  path: string;
  /** Query string without `?`. */
  search: string;
  cart: 'initial' | 'empty' | 'filled' | 'failed';
}

const toCheckout = new Set(['', '/', '/order', '/cart']);
const cartScreens = new Set(['/checkout', '/checkout/order']);

export function redirectFor({ path, search, cart }: GuardInput): string | null {
  const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (toCheckout.has(clean)) return search ? `/checkout?${search}` : '/checkout';
  if (clean === '/domain-checker') return domainCheckerRedirect(search);
  if (cart === 'empty' && cartScreens.has(clean)) return '/empty-cart';
  if (cart === 'filled' && clean === '/empty-cart') return '/checkout';
  return null;
}

function domainCheckerRedirect(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.get('qd')) return '/';
  if (!params.has('freeOnly')) {
    params.set('freeOnly', 'true');
    return `/domain-checker?${params.toString()}`;
  }
  return null;
}

/**
 * The chunks of the pages a customer lands on by a full page load, by their route name
 * (events/route-table.ts). routes.tsx renders them lazily; boot loads the path's one beside the language catalogue,
 * before the first render, instead of after the cart has arrived (issue 15's waterfall), so the page
 * renders without a Suspense fallback (lazy-page.ts says why that matters). The build's
 * early-start script preloads the same chunks from index.html (scripts/build/early-start.mjs keeps
 * its own list, checked against this one by tests/tooling/early-start.test.ts).
 */
import type { ComponentType } from 'react';
import { preloadModule } from './lazy-page';
import { isRoutePath, type RouteName } from '../../events/route-table';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages take their own props
type PageModule = { default: ComponentType<any> };

export const firstPaintPages = {
  checkout: () => import('../features/cart/cart-page'),
  'order-page': () => import('../features/order/order-page'),
  'domain-checker': () => import('../features/domain-checker/domain-checker-page'),
  'thank-you': () => import('../features/checkout/thank-you-page'),
  'empty-cart': () => import('../features/empty-cart/empty-cart-page'),
} satisfies Partial<Record<RouteName, () => Promise<PageModule>>>;

/**
 * Loads the page of a path (after its language prefix), if it is one of those; resolves when it is
 * there (or failed: the page reports that itself when it renders), so it renders without suspending.
 */
export function preloadPage(path: string): Promise<void> {
  const name = (Object.keys(firstPaintPages) as (keyof typeof firstPaintPages)[]).find((page) =>
    isRoutePath(page, path),
  );
  const load = name ? firstPaintPages[name] : undefined;
  return load
    ? preloadModule(load).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/**
 * Every route of spec §2 (relative to the language prefix). Pages load lazily; the developer area
 * exists only in development builds and the website flow only in development and staging, so
 * production bundles contain neither. The mock login stand-in exists only in mock mode.
 */
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { useServices } from '../app/services';
import { Spinner } from '../ui/spinner';
import { PageErrorBoundary } from './page-error-boundary';
import { lazyPage } from './lazy-page';
import { firstPaintPages } from './page-loaders';
import { RouteGuard } from './route-guard';
import { routePattern } from '../../events/route-table';

const CartPage = lazyPage(firstPaintPages.checkout);
const OrderPage = lazyPage(firstPaintPages['order-page']);
const EmptyCartPage = lazyPage(firstPaintPages['empty-cart']);
const DomainCheckerPage = lazyPage(firstPaintPages['domain-checker']);
const ThankYouPage = lazyPage(firstPaintPages['thank-you']);
const ServerContactPage = lazyPage(() => import('../features/server-form/server-contact-page'));
const OptionalSettingsPage = lazyPage(() => import('../features/optional-settings/optional-settings-page'));
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page'));
const MockLoginPage = lazyPage(() => import('../features/mock-login/mock-login-page'));
const WebsiteFlowPage =
  __MODE__ === 'production' ? null : lazyPage(() => import('../features/website-flow/website-flow-page'));
const DeveloperArea =
  __MODE__ === 'development' ? lazyPage(() => import('../../devtools/developer-area')) : null;

export function AppRoutes() {
  const { config } = useServices();
  return (
    <PageErrorBoundary>
      <Suspense fallback={<Spinner />}>
        <RouteGuard>
          <Switch>
            <Route path={routePattern('checkout')} component={CartPage} />
            <Route path={routePattern('order-page')} component={OrderPage} />
            <Route path={routePattern('empty-cart')} component={EmptyCartPage} />
            <Route path={routePattern('domain-checker')} component={DomainCheckerPage} />
            <Route path={routePattern('thank-you')} component={ThankYouPage} />
            <Route path={routePattern('server')}>
              {(p) => <ServerContactPage variant="server" uuid={p.uuid} />}
            </Route>
            <Route path={routePattern('monitoring')}>
              {(p) => <ServerContactPage variant="monitoring" uuid={p.uuid} />}
            </Route>
            <Route path={routePattern('management')}>
              {(p) => <ServerContactPage variant="management" uuid={p.uuid} />}
            </Route>
            <Route path={routePattern('optional')} component={OptionalSettingsPage} />
            {__MODE__ === 'development' && DeveloperArea && (
              <Route path={routePattern('developer')} nest component={DeveloperArea} />
            )}
            {WebsiteFlowPage && <Route path={routePattern('website-flow')} component={WebsiteFlowPage} />}
            {config.mock && <Route path={routePattern('mock-login')} component={MockLoginPage} />}
            <Route component={NotFoundPage} />
          </Switch>
        </RouteGuard>
      </Suspense>
    </PageErrorBoundary>
  );
}

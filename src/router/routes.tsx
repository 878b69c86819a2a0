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

const CartPage = lazyPage(firstPaintPages['/checkout']);
const OrderPage = lazyPage(firstPaintPages['/checkout/order']);
const EmptyCartPage = lazyPage(firstPaintPages['/empty-cart']);
const DomainCheckerPage = lazyPage(firstPaintPages['/domain-checker']);
const ThankYouPage = lazyPage(firstPaintPages['/thank-you']);
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
            <Route path="/checkout" component={CartPage} />
            <Route path="/checkout/order" component={OrderPage} />
            <Route path="/empty-cart" component={EmptyCartPage} />
            <Route path="/domain-checker" component={DomainCheckerPage} />
            <Route path="/thank-you" component={ThankYouPage} />
            <Route path="/server/:uuid">{(p) => <ServerContactPage variant="server" uuid={p.uuid} />}</Route>
            <Route path="/monitoring/:uuid">
              {(p) => <ServerContactPage variant="monitoring" uuid={p.uuid} />}
            </Route>
            <Route path="/management/:uuid">
              {(p) => <ServerContactPage variant="management" uuid={p.uuid} />}
            </Route>
            <Route path="/mandatory/:optional?" component={OptionalSettingsPage} />
            {__MODE__ === 'development' && DeveloperArea && (
              <Route path="/developer" nest component={DeveloperArea} />
            )}
            {WebsiteFlowPage && <Route path="/iwp/:step?" component={WebsiteFlowPage} />}
            {config.mock && <Route path="/mock-login" component={MockLoginPage} />}
            <Route component={NotFoundPage} />
          </Switch>
        </RouteGuard>
      </Suspense>
    </PageErrorBoundary>
  );
}

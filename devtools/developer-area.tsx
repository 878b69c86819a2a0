/**
 * The developer area (`/developer`, development builds only, spec §2): dashboard (session, exports,
 * timeline), state, config and components, with the time-travel bar on every page. Recording is
 * always on: the log is the recording (design.md "Developer console"). This module is a lazy chunk
 * that production builds never contain (src/router/routes.tsx).
 */
import { useTranslation } from 'react-i18next';
import { Link, Route, Switch } from 'wouter';
import { ComponentsGallery } from './console/components-gallery';
import { ConfigView } from './config/config-view';
import { Dashboard } from './console/dashboard';
import { StateView } from './state/state-view';
import { TravelBar } from './travel/travel-bar';
import { childPath, routePattern } from '../events/route-table';

/** Marker the production-build test looks for: it must never appear in a production bundle. */
export const DEVTOOLS_MARKER = 'developer-console-9f3c';

export default function DeveloperArea() {
  const { t } = useTranslation();
  return (
    <section className="developer" aria-label={t('devtools.area')} data-marker={DEVTOOLS_MARKER}>
      <nav aria-label={t('devtools.nav')} className="developer__nav">
        <Link href={childPath('dashboard')}>{t('devtools.nav.dashboard')}</Link>{' '}
        <Link href={childPath('state')}>{t('devtools.nav.state')}</Link>{' '}
        <Link href={childPath('config')}>{t('devtools.nav.config')}</Link>{' '}
        <Link href={childPath('components')}>{t('devtools.nav.components')}</Link>
      </nav>
      <TravelBar />
      <Switch>
        <Route path={routePattern('dashboard')} component={Dashboard} />
        <Route path={routePattern('state')} component={StateView} />
        <Route path={routePattern('config')} component={ConfigView} />
        <Route path={routePattern('components')} component={ComponentsGallery} />
      </Switch>
    </section>
  );
}

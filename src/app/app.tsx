/**
 * The root component: services and translations in context, the router under the language prefix,
 * the layout and the routes; in development builds also the console panel's launcher.
 */
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { MainLayout } from '../features/layout/main-layout';
import { AppRoutes } from '../router/routes';
import { DevConsoleLauncher } from './dev-console-launcher';
import { ServicesProvider, type AppServices } from './services';

export function App({ services, i18n }: { services: AppServices; i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <Router base={services.languagePrefix}>
          <MainLayout>
            <AppRoutes />
          </MainLayout>
          {__MODE__ === 'development' && <DevConsoleLauncher />}
        </Router>
      </ServicesProvider>
    </I18nextProvider>
  );
}

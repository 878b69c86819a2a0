/**
 * The root component: services and translations in context, the router under the language prefix,
 * the layout with the features' overlays and the routes; in development builds also the console
 * panel's launcher.
 */
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { ActionModalHost } from '../features/action-button/action-modal-host';
import { MainLayout } from '../features/layout/main-layout';
import { OutdatedBrowserHost } from '../features/browser/outdated-browser-host';
import { TutorialHost } from '../features/tutorial/tutorial-host';
import { AppRoutes } from '../router/routes';
import { DevConsoleLauncher } from './dev-console-launcher';
import { ServicesProvider, type AppServices } from './services';

export function App({ services, i18n }: { services: AppServices; i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <Router base={services.languagePrefix}>
          <MainLayout overlays={<FeatureOverlays />}>
            <AppRoutes />
          </MainLayout>
          {__MODE__ === 'development' && <DevConsoleLauncher />}
        </Router>
      </ServicesProvider>
    </I18nextProvider>
  );
}

/** The features that show over any page: lazy chunks, loaded when first shown (decision 020). */
function FeatureOverlays() {
  return (
    <>
      <TutorialHost />
      <OutdatedBrowserHost />
      <ActionModalHost />
    </>
  );
}

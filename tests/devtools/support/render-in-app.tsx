/**
 * Renders console views the way the app hosts them: English texts, the app's services around a
 * store (development mode, sk-ws config) and a memory router at a path. One set-up for every
 * console component test.
 */
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppConfig } from '../../../events/contract/app-config';
import { ServicesProvider } from '../../../src/app/services';
import { createI18nFromCatalogues } from '../../../src/i18n/i18n';
import type { Store } from '../../../src/store/store';
import enUs from '../../../locales/en-US.json';
import { configInput } from '../../support/builders';

export function renderInApp(
  store: Store,
  children: ReactNode,
  { path = '/', container }: { path?: string; container?: RenderOptions['container'] } = {},
) {
  const i18n = createI18nFromCatalogues('en-US', { 'en-US': enUs });
  const services = {
    store,
    config: AppConfig.parse(configInput),
    mode: 'development' as const,
    locale: 'en-US',
    languagePrefix: '',
  };
  const { hook } = memoryLocation({ path });
  return render(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <Router hook={hook}>{children}</Router>
      </ServicesProvider>
    </I18nextProvider>,
    container ? { container } : {},
  );
}

/**
 * Renders the whole cart view over a real log and store with the en-US catalogue, so component
 * tests click and read what a customer would and inspect the intents the views appended.
 */
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ManualClock } from '../../../events/clock';
import { AppConfig, type AppConfigInput } from '../../../events/contract/app-config';
import type { Cart } from '../../../events/contract/cart';
import type { EventType, PayloadOf } from '../../../events/catalogue/index';
import { EventLog } from '../../../events/log';
import { ServicesProvider } from '../../../src/app/services';
import CartPage from '../../../src/features/cart/cart-page';
import { createI18nFromCatalogues } from '../../../src/i18n/i18n';
import { createStore } from '../../../src/store/store';
import enUs from '../../../locales/en-US.json';
import { bootPayload, configInput } from '../../support/builders';

export interface RenderedPage extends RenderResult {
  log: EventLog;
  payloads<T extends EventType>(type: T): PayloadOf<T>[];
}

export function renderCartPage(cart: Cart, config: Partial<AppConfigInput> = {}): RenderedPage {
  const log = new EventLog({ clock: new ManualClock() });
  log.append('app/booted', bootPayload(config));
  log.append('cart/received', { cart, command: 'load' });
  const store = createStore(log);
  const i18n = createI18nFromCatalogues('en-US', { 'en-US': enUs });
  const services = {
    store,
    config: AppConfig.parse({ ...configInput, transferUrl: 'https://transfer.test/', ...config }),
    mode: 'development' as const,
    locale: 'en-US',
    languagePrefix: '',
  };
  const result = render(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <CartPage />
      </ServicesProvider>
    </I18nextProvider>,
  );
  const payloads = <T extends EventType>(type: T) =>
    log
      .all()
      .filter((e) => e.type === type)
      .map((e) => e.payload as PayloadOf<T>);
  return { ...result, log, payloads };
}

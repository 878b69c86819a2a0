/**
 * Renders the cart item list over a real log and store, with the en-US catalogue and app
 * services, so component tests can click and read what a customer would, and inspect the intents
 * the views appended.
 */
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ManualClock } from '../../../../events/clock';
import { AppConfig, type AppConfigInput } from '../../../../events/contract/app-config';
import type { Cart } from '../../../../events/contract/cart';
import { EventLog } from '../../../../events/log';
import { loadedCart } from '../../../../projections/selectors';
import { ServicesProvider, useAppState } from '../../../../src/app/services';
import { CartItemList } from '../../../../src/features/cart/items/cart-item-list';
import { createI18nFromCatalogues } from '../../../../src/i18n/i18n';
import { createStore, type Store } from '../../../../src/store/store';
import enUs from '../../../../locales/en-US.json';
import { configInput } from '../../../support/builders';

export interface Rendered extends RenderResult {
  log: EventLog;
  store: Store;
  /** Payloads of the events of one type appended so far. */
  payloads: (type: string) => unknown[];
}

function ListFromStore() {
  const cart = loadedCart(useAppState());
  return cart ? <CartItemList cart={cart} /> : null;
}

export function renderItems(cart: Cart, config: Partial<AppConfigInput> = {}): Rendered {
  const log = new EventLog({ clock: new ManualClock() });
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
        <ListFromStore />
      </ServicesProvider>
    </I18nextProvider>,
  );
  const payloads = (type: string) =>
    log
      .all()
      .filter((e) => e.type === type)
      .map((e) => e.payload);
  return { ...result, log, store, payloads };
}

/**
 * Renders an order or thank-you view over a real log and store with the en-US catalogue, after
 * appending the events the test names, so tests read what a customer sees and inspect the intents
 * the views appended.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { EventType, PayloadInput } from '../../../../events/catalogue/index';
import { ManualClock } from '../../../../events/clock';
import { AppConfig, type AppConfigInput } from '../../../../events/contract/app-config';
import { EventLog } from '../../../../events/log';
import { ServicesProvider } from '../../../../src/app/services';
import { createI18nFromCatalogues } from '../../../../src/i18n/i18n';
import { createStore, type Store } from '../../../../src/store/store';
import enUs from '../../../../locales/en-US.json';
import { bootPayload, configInput } from '../../../support/builders';

export type Setup = (log: EventLog) => void;

export interface Rendered extends RenderResult {
  log: EventLog;
  store: Store;
  payloads: (type: EventType) => unknown[];
  emit<T extends EventType>(type: T, payload: PayloadInput<T>): void;
}

export function renderWith(ui: ReactNode, setup: Setup, config: Partial<AppConfigInput> = {}): Rendered {
  const log = new EventLog({ clock: new ManualClock() });
  log.append('app/booted', bootPayload(config));
  setup(log);
  const store = createStore(log);
  const i18n = createI18nFromCatalogues('en-US', { 'en-US': enUs });
  const services = {
    store,
    config: AppConfig.parse({ ...configInput, ...config }),
    mode: 'development' as const,
    locale: 'en-US',
    languagePrefix: '',
  };
  const result = render(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>{ui}</ServicesProvider>
    </I18nextProvider>,
  );
  return {
    ...result,
    log,
    store,
    payloads: (type) =>
      log
        .all()
        .filter((e) => e.type === type)
        .map((e) => e.payload),
    emit: (type, payload) => void log.append(type, payload),
  };
}

/**
 * Renders a view over a real log and store with the en-US catalogue and app services, after the
 * given events, so component tests can click and type like a customer and read the intents the
 * view appended.
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
import { configInput } from '../../../support/builders';

export interface Rendered extends RenderResult {
  log: EventLog;
  store: Store;
  emit<T extends EventType>(type: T, payload: PayloadInput<T>): void;
  payloads(type: string): unknown[];
}

export function renderWithStore(
  ui: ReactNode,
  before: (log: EventLog) => void = () => {},
  config: Partial<AppConfigInput> = {},
  languagePrefix = '/en',
): Rendered {
  const log = new EventLog({ clock: new ManualClock() });
  const parsed = AppConfig.parse({ ...configInput, ...config });
  log.append('app/booted', {
    config: { ...configInput, ...config },
    locale: 'en-US',
    mode: 'test',
    buildId: 'test',
  });
  before(log);
  const store = createStore(log);
  const i18n = createI18nFromCatalogues('en-US', { 'en-US': enUs });
  const services = {
    store,
    config: parsed,
    mode: 'development' as const,
    locale: 'en-US',
    languagePrefix,
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
    emit: (type, payload) => void log.append(type, payload),
    payloads: (type) =>
      log
        .all()
        .filter((e) => e.type === type)
        .map((e) => e.payload),
  };
}

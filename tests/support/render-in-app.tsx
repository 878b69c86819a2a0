/**
 * Renders a view the way the app hosts it, for every component test: a real log and store, the app's
 * services, the catalogue of a locale (en-US unless told) and, when a route is given, a memory
 * router at it. By default the log is booted with the test config and then seeded with the events
 * the test names; a test that brings its own store (a recorded session) renders over it as it is.
 * Tests click and type like a customer and read the intents the view appended.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { EventType, PayloadInput, PayloadOf } from '../../events/catalogue/index';
import { ManualClock } from '../../events/clock';
import { AppConfig, type AppConfigInput } from '../../events/contract/app-config';
import { EventLog } from '../../events/log';
import { ServicesProvider } from '../../src/app/services';
import { createI18nFromCatalogues } from '../../src/i18n/i18n';
import type { Lookups } from '../../src/lookups/lookups';
import type { Catalogue } from '../../src/i18n/locales';
import { createStore, type Store } from '../../src/store/store';
import { bootPayload } from './builders';

export interface RenderInAppOptions {
  /** Events appended after `app/booted`, before the view first renders. */
  seed?: (log: EventLog) => void;
  /** Overrides of the test config, both in `app/booted` and in the services. */
  config?: Partial<AppConfigInput>;
  /** A store over a log of its own (a recorded session): rendered as it is, no boot and no seed appended. */
  store?: Store;
  /** The language the view speaks, with its catalogue from locales/. */
  locale?: string;
  /** '' for the default language, else '/xx' (the prefix links and navigation put before a path). */
  languagePrefix?: string;
  /** Hosts the view in a memory router at this path (and search), as the app's router would. */
  route?: string;
  /** Where to render instead of a fresh element appended to the body. */
  container?: HTMLElement;
  /** The suggestion services (places, company register) the views get; none unless told. */
  lookups?: Lookups;
}

export interface Rendered extends RenderResult {
  log: EventLog;
  store: Store;
  /** Appends an event, as an effect or the host page would. */
  emit<T extends EventType>(type: T, payload: PayloadInput<T>): void;
  /** The payloads of every event of a type in the log, oldest first. */
  payloads<T extends EventType>(type: T): PayloadOf<T>[];
}

const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'locales');
const catalogues = new Map<string, Catalogue>();

function catalogueOf(locale: string): Catalogue {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    catalogue = JSON.parse(readFileSync(join(LOCALES, `${locale}.json`), 'utf8')) as Catalogue;
    catalogues.set(locale, catalogue);
  }
  return catalogue;
}

function bootedStore(locale: string, config: Partial<AppConfigInput>, seed: (log: EventLog) => void): Store {
  const log = new EventLog({ clock: new ManualClock() });
  log.append('app/booted', { ...bootPayload(config), locale });
  seed(log);
  return createStore(log);
}

export function renderInApp(ui: ReactNode, options: RenderInAppOptions = {}): Rendered {
  const { seed = () => {}, config = {}, locale = 'en-US', languagePrefix = '', route, container } = options;
  const store = options.store ?? bootedStore(locale, config, seed);
  const services = {
    store,
    config: AppConfig.parse(bootPayload(config).config),
    mode: 'development' as const,
    locale,
    languagePrefix,
    ...(options.lookups ? { lookups: options.lookups } : {}),
  };
  const i18n = createI18nFromCatalogues(locale, { [locale]: catalogueOf(locale) });
  const routed = route === undefined ? ui : <Router hook={memoryLocation({ path: route }).hook}>{ui}</Router>;
  const result = render(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>{routed}</ServicesProvider>
    </I18nextProvider>,
    container ? { container } : {},
  );
  const { log } = store;
  return {
    ...result,
    log,
    store,
    emit: (type, payload) => void log.append(type, payload),
    payloads: <T extends EventType>(type: T) =>
      log
        .all()
        .filter((event) => event.type === type)
        .map((event) => event.payload as PayloadOf<T>),
  };
}

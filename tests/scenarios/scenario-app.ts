/**
 * The app's world for one scenario run, as boot.tsx builds it: the company's config, the API
 * client pointed at the mock provider and recording into the log (request ids r1, r2, …, durations
 * and polling waits on virtual time), the run's memory storage (local storage outlives a page) and
 * a fake browser that starts where the page landed, keeps the in-app history and records
 * full-page navigations.
 */
import { readFileSync } from 'node:fs';
import { AppConfig } from '../../events/contract/app-config';
import type { EventLog } from '../../events/log';
import { appConfigFor } from '../../fixtures/companies';
import type { Scenario } from '../../fixtures/scenarios/format';
import { createApiClient } from '../../src/api/client';
import type { BrowserPort, EffectDeps } from '../../src/effects/runtime/deps';
import type { KeyValueStorage } from '../../src/shared/key-value-storage';
import { logRecorder, sequentialIds } from '../../src/effects/runtime/log-recorder';
import { languageOf } from '../../src/i18n/locales';
import { PROVIDER_URLS } from '../support/provider-harness';
import type { VirtualTime } from './virtual-time';

export const APP_ORIGIN = 'https://shop.test';

const catalogues = new Map<string, Record<string, string>>();
function catalogueOf(locale: string): Record<string, string> {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    const url = new URL(`../../locales/${locale}.json`, import.meta.url);
    catalogue = JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
    catalogues.set(locale, catalogue);
  }
  return catalogue;
}

export type FakeBrowser = BrowserPort & { assigned: string[] };

/** In-app history plus the record of full-page navigations (which a real browser would follow). */
function fakeBrowser(landedAt: string): FakeBrowser {
  const listeners = new Set<() => void>();
  const start = new URL(landedAt, APP_ORIGIN);
  let path = start.pathname;
  let search = start.search;
  return {
    assigned: [],
    assign(url) {
      this.assigned.push(url);
    },
    reload() {},
    origin: () => APP_ORIGIN,
    pathname: () => path,
    search: () => search,
    navigate(to) {
      const [p, q] = to.split('?');
      path = p ?? '';
      search = q ? `?${q}` : '';
      for (const listener of listeners) listener();
    },
    onLocationChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function configOf(scenario: Scenario): AppConfig {
  return AppConfig.parse(appConfigFor(scenario.company, PROVIDER_URLS));
}

/** The language prefix of the scenario's locale ('' for the company's default language). */
function prefixOf(scenario: Scenario, config: AppConfig): string {
  const isDefault = languageOf(scenario.locale) === languageOf(config.languages[0] ?? '');
  return isDefault ? '' : `/${languageOf(scenario.locale)}`;
}

/** Where the first page session opens: the cart view in the scenario's language. */
export function startPathOf(scenario: Scenario): string {
  return scenario.startPath ?? `${prefixOf(scenario, configOf(scenario))}/checkout`;
}

export interface PageSetup {
  /** Local storage, shared by the page sessions of one run. */
  storage: KeyValueStorage;
  /** The in-app path and query the page opens at. */
  landedAt: string;
}

export function appDeps(
  scenario: Scenario,
  log: EventLog,
  time: VirtualTime,
  page: PageSetup,
): EffectDeps & { browser: FakeBrowser } {
  const config = configOf(scenario);
  const prefix = prefixOf(scenario, config);
  const catalogue = catalogueOf(scenario.locale);
  const api = createApiClient({
    apiUrl: config.apiUrl,
    validationApiUrl: config.validationApiUrl,
    company: config.company,
    language: () => scenario.locale,
    recorder: logRecorder(log),
    hasKey: (key) => key in catalogue,
    production: true,
    newRequestId: sequentialIds(),
    now: () => time.now(),
    delay: time.sleep,
  });
  return {
    log,
    api,
    config,
    storage: page.storage,
    browser: fakeBrowser(page.landedAt),
    languagePrefix: () => prefix,
    locale: () => scenario.locale,
    scheduler: time.scheduler,
  };
}

/**
 * The app's world for one scenario run, as boot.tsx builds it: the company's config, the API
 * client pointed at the mock provider and recording into the log (request ids r1, r2, …, durations
 * and polling waits on virtual time), a memory storage and a fake browser that keeps the in-app
 * history and records full-page navigations.
 */
import { readFileSync } from 'node:fs';
import { AppConfig } from '../../events/contract/app-config';
import type { EventLog } from '../../events/log';
import { appConfigFor } from '../../fixtures/companies';
import type { Scenario } from '../../fixtures/scenarios/format';
import { createApiClient } from '../../src/api/client';
import { memoryStorage, type BrowserPort, type EffectDeps } from '../../src/effects/deps';
import { logRecorder, sequentialIds } from '../../src/effects/log-recorder';
import { languageOf } from '../../src/i18n/locales';
import { PROVIDER_URLS } from './scenario-provider';
import type { VirtualTime } from './virtual-time';

const ORIGIN = 'https://shop.test';

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
function fakeBrowser(startPath: string): FakeBrowser {
  const listeners = new Set<() => void>();
  let path = startPath;
  let search = '';
  return {
    assigned: [],
    assign(url) {
      this.assigned.push(url);
    },
    reload() {},
    origin: () => ORIGIN,
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

export function appDeps(
  scenario: Scenario,
  log: EventLog,
  time: VirtualTime,
): EffectDeps & { browser: FakeBrowser } {
  const config = AppConfig.parse(appConfigFor(scenario.company, PROVIDER_URLS));
  const isDefault = languageOf(scenario.locale) === languageOf(config.languages[0] ?? '');
  const prefix = isDefault ? '' : `/${languageOf(scenario.locale)}`;
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
    storage: memoryStorage(),
    browser: fakeBrowser(`${prefix}/checkout`),
    languagePrefix: () => prefix,
    locale: () => scenario.locale,
    scheduler: time.scheduler,
  };
}

/**
 * A live app session in Node for the live re-run tests: a real EventLog on the system clock, the
 * API client recording into it and talking to whatever msw/node serves, the REAL default effects
 * on real time, a given (else empty) memory storage and an in-memory browser history starting at a given page; boot's
 * own events (`app/booted`, `cart/load-requested`) as boot.tsx appends them.
 */
import { readFileSync } from 'node:fs';
import { systemClock } from '../../../events/clock';
import type { AppConfig } from '../../../events/contract/app-config';
import { EventLog } from '../../../events/log';
import { createApiClient } from '../../../src/api/client';
import { memoryStorage, type BrowserPort } from '../../../src/effects/runtime/deps';
import { type KeyValueStorage } from '../../../src/shared/key-value-storage';
import { logRecorder, sequentialIds } from '../../../src/effects/runtime/log-recorder';
import { startEffects } from '../../../src/effects/runtime/all-effects';
import { languageOf } from '../../../src/i18n/locales';

function memoryBrowser(start: string): BrowserPort {
  const listeners = new Set<() => void>();
  const split = (to: string) => {
    const [path, query] = to.split('?');
    return { path: path ?? '', search: query ? `?${query}` : '' };
  };
  let at = split(start);
  return {
    assign() {},
    reload() {},
    origin: () => 'https://shop.test',
    pathname: () => at.path,
    search: () => at.search,
    navigate(to) {
      at = split(to);
      for (const listener of listeners) listener();
    },
    onLocationChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface LiveApp {
  log: EventLog;
  stop(): void;
}

export function startLiveApp(
  config: AppConfig,
  locale: string,
  startUrl: string,
  storage: KeyValueStorage = memoryStorage(),
): LiveApp {
  const catalogue = JSON.parse(
    readFileSync(new URL(`../../../locales/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
  const log = new EventLog({ clock: systemClock() });
  const isDefault = languageOf(locale) === languageOf(config.languages[0] ?? '');
  const prefix = isDefault ? '' : `/${languageOf(locale)}`;
  const api = createApiClient({
    apiUrl: config.apiUrl,
    validationApiUrl: config.validationApiUrl,
    company: config.company,
    language: () => locale,
    recorder: logRecorder(log),
    hasKey: (key) => key in catalogue,
    production: true,
    newRequestId: sequentialIds(),
  });
  log.append('app/booted', { config, locale, mode: 'test', buildId: 'live' });
  const stop = startEffects({
    log,
    api,
    config,
    storage,
    browser: memoryBrowser(startUrl),
    languagePrefix: () => prefix,
    locale: () => locale,
  });
  log.append('cart/load-requested', { reason: 'boot' });
  return { log, stop };
}

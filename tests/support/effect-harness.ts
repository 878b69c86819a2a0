/**
 * A harness for effect tests: a real log on a manual clock, fake browser and storage, and an API
 * client whose methods the test provides (calls it does not provide fail loudly).
 */
import { ManualClock } from '../../events/clock';
import { AppConfig, type AppConfigInput } from '../../events/contract/app-config';
import { EventLog } from '../../events/log';
import type { ApiClient } from '../../src/api/client';
import { memoryStorage, type BrowserPort, type EffectDeps } from '../../src/effects/runtime/deps';

export interface Harness {
  log: EventLog;
  deps: EffectDeps;
  browser: BrowserPort & { assigned: string[]; path: string; query: string };
  types(): string[];
}

export function harness(api: Partial<ApiClient>, config: Partial<AppConfigInput> = {}): Harness {
  const log = new EventLog({ clock: new ManualClock() });
  const listeners = new Set<() => void>();
  const browser = {
    assigned: [] as string[],
    path: '/checkout',
    query: '',
    assign(url: string) {
      this.assigned.push(url);
    },
    reload() {},
    origin: () => 'https://shop.test',
    pathname() {
      return this.path;
    },
    search() {
      return this.query;
    },
    navigate(path: string) {
      const [p, q] = path.split('?');
      this.path = p ?? '';
      this.query = q ? `?${q}` : '';
      for (const l of listeners) l();
    },
    onLocationChange(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  const fullConfig = AppConfig.parse({
    apiUrl: '/api',
    validationApiUrl: '/v',
    loginUrl: 'https://login.test/',
    ...config,
  });
  const missing = new Proxy(api, {
    get(target, prop: string) {
      if (prop in target) return (target as Record<string, unknown>)[prop];
      return () => Promise.reject(new Error(`unexpected API call ${prop}`));
    },
  }) as ApiClient;
  const deps: EffectDeps = {
    log,
    api: missing,
    config: fullConfig,
    storage: memoryStorage(),
    tabStorage: memoryStorage(),
    browser,
    languagePrefix: () => '',
    locale: () => 'sk-SK',
  };
  return { log, deps, browser, types: () => log.all().map((e) => e.type) };
}

/** A promise the test resolves by hand, to hold a call in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export const flush = () => new Promise((r) => setTimeout(r, 0));

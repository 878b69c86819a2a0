/**
 * Domain checker streaming latency (issue 7), printed as figures, never asserted: from a streamed
 * element's arrival (the E46 client's `onResult`) to its row on screen, through the real effect,
 * store and page (React 19's production build in happy-dom), beside the same path without React;
 * median and p95 with the machine's load. What it found:
 * docs/decisions/070-domain-checker-and-remaining-screens.md ("Benchmark").
 * Run: node --import tsx bench/domain-stream.ts
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Window } from 'happy-dom';
import { median, p95 } from './support/stats';

const ELEMENTS = 300;
const WARM_UP = 20;

// React's production build, as the browser bundle uses (the development build is several times slower).
process.env.NODE_ENV = 'production';
const win = new Window({ url: 'https://shop.test/en/domain-checker?qd=bench&freeOnly=false' });
const globals = globalThis as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(win)) {
  if (!(key in globals)) globals[key] = (win as unknown as Record<string, unknown>)[key];
}
Object.assign(globals, {
  window: win,
  document: win.document,
  navigator: win.navigator,
  __MODE__: 'production',
});

const { createElement } = await import('react');
const { createRoot } = await import('react-dom/client');
const { I18nextProvider } = await import('react-i18next');
const { ManualClock } = await import('../events/clock');
const { AppConfig } = await import('../events/contract/app-config');
const { EventLog } = await import('../events/log');
const { ServicesProvider } = await import('../src/app/services');
const { createI18nFromCatalogues } = await import('../src/i18n/i18n');
const { createStore } = await import('../src/store/store');
const { domainCheckerSearchEffect } = await import('../src/effects/domain-checker/search');
const { default: DomainCheckerPage } = await import('../src/features/domain-checker/domain-checker-page');
const { domainCheckerView } = await import('../projections/domain-checker/selectors');
const { readFileSync } = await import('node:fs');
type DomainResult = import('../events/contract/offers').DomainResult;
type CheckDomainsRequest = import('../src/api/endpoints/domain-check-stream').CheckDomainsRequest;

const enUs = JSON.parse(readFileSync(new URL('../locales/en-US.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

function result(i: number): DomainResult {
  const name = `bench-${String(i).padStart(4, '0')}.${['sk', 'com', 'eu', 'net'][i % 4]}`;
  return {
    name,
    tld: name.slice(name.indexOf('.') + 1),
    price: {
      period: 12,
      actualPrice: 9.9,
      marketingPrice: 14.9,
      prolongPrice: 14.9,
      transferPrice: i % 3 === 0 ? 12.9 : null,
    },
    period: 12,
    availableForPurchase: i % 3 !== 0,
    error: null,
  };
}

/**
 * 'on screen': the search effect appends `domain-checker/result-received`, the store folds it, the
 * signal re-renders the domain checker page and a MutationObserver sees the new row (React schedules
 * the render as in a browser). 'fold + view': the same path without React (the append, the fold and
 * the page's selector).
 */
async function run(mode: 'on screen' | 'fold + view'): Promise<number[]> {
  const log = new EventLog({ clock: new ManualClock() });
  const config = AppConfig.parse({ apiUrl: '/api', validationApiUrl: '/v', loginUrl: '/login' });
  log.append('app/booted', {
    config: { apiUrl: '/api', validationApiUrl: '/v', loginUrl: '/login' },
    locale: 'en-US',
    mode: 'bench',
    buildId: 'bench',
  });
  let onResult: CheckDomainsRequest['onResult'];
  const api = {
    checkDomains: (req: CheckDomainsRequest) => {
      onResult = req.onResult;
      return new Promise(() => {});
    },
    checkBundles: () => new Promise(() => {}),
    getTldCategories: () => new Promise(() => {}),
  };
  const store = createStore(log);
  const subscription = domainCheckerSearchEffect({
    log,
    api: api as never,
    config,
    storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
    browser: {} as never,
    languagePrefix: () => '/en',
    locale: () => 'en-US',
  });
  log.append('nav/changed', { path: '/en/domain-checker', search: '?qd=bench&freeOnly=false' });
  if (!onResult) throw new Error('the search effect did not start the stream');
  const container = win.document.createElement('div');
  win.document.body.appendChild(container);
  const root = createRoot(container as unknown as Element);
  const i18n = createI18nFromCatalogues('en-US', { 'en-US': enUs });
  const services = { store, config, mode: 'production' as const, locale: 'en-US', languagePrefix: '/en' };
  const page = createElement(DomainCheckerPage);
  const tree = createElement(
    I18nextProvider,
    { i18n },
    createElement(ServicesProvider, { services, children: page }),
  );
  if (mode === 'on screen') {
    root.render(tree);
    while (!container.querySelector('h1')) await new Promise((r) => setTimeout(r, 1));
  }
  const rows = () => container.querySelectorAll('li.domain-row').length;
  const times: number[] = [];
  for (let i = 0; i < ELEMENTS + WARM_UP; i++) {
    const element = result(i);
    const started = performance.now();
    if (mode === 'fold + view') {
      onResult?.(element, i);
      if (domainCheckerView(store.state.value).alternatives.length !== i + 1)
        throw new Error('result not folded');
    } else {
      await new Promise<void>((resolve) => {
        const observer = new win.MutationObserver((records) => {
          const added = records.some((r) =>
            [...r.addedNodes].some((n) => {
              const el = n as unknown as Element;
              return (
                el.getAttribute?.('aria-label') === element.name ||
                el.querySelector?.(`[aria-label="${element.name}"]`) != null
              );
            }),
          );
          if (added) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(container as never, { childList: true, subtree: true });
        onResult?.(element, i);
      });
    }
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  if (mode === 'on screen' && rows() !== ELEMENTS + WARM_UP) throw new Error(`${rows()} rows on screen`);
  if (mode === 'on screen') root.unmount();
  subscription.unsubscribe();
  container.remove();
  return times.sort((a, b) => a - b);
}

console.log(
  `domain checker: element arrival (onResult) → its row on screen, ${ELEMENTS} elements (+${WARM_UP} warm-up)`,
);
console.log(
  `node ${process.version}, ${os.cpus().length} cpu(s), load ${os.loadavg()[0]?.toFixed(1)}, happy-dom, React 19 (production build)`,
);
for (const mode of ['on screen', 'fold + view'] as const) {
  const times = await run(mode);
  const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
  const last = times.length > 0 ? times : [NaN];
  console.log(
    `${mode.padEnd(12)}  median ${fmt(median(last))}  p95 ${fmt(p95(last))}  max ${fmt(last[last.length - 1] ?? NaN)}`,
  );
}
await win.happyDOM.close();

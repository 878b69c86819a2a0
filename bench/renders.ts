/**
 * Issue 15's render goal as printed figures (never asserted): how many components render for each
 * event one customer action appends (an item's period changed on a cart of 10 items; then a keystroke
 * in the sign-up form and Continue on the billing step), the whole app running in Node on happy-dom
 * against the msw/node provider. How it counts, and the goal: decision 032
 * (docs/decisions/032-phone-performance-figures.md).
 * Run: npm run bench -- renders   (or node --import tsx bench/renders.ts)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { exitOnFailure } from './support/exit-on-failure';

const ROOT = join(import.meta.dirname, '..');
const ITEMS = 10;

// --- render counting, installed before React or any component module loads ----------------------
// Nothing in the shipped app is touched: the JSX runtime's `jsx`/`jsxs`/`jsxDEV` are wrapped so every
// function component type is replaced by a counting wrapper (one per type, so React sees stable types;
// hooks run inside it as before). Components React renders without JSX (the lazy page itself) are not
// counted, their children are.
type Counts = Map<string, number>;
let counts: Counts = new Map();
const wrappers = new WeakMap<object, unknown>();

function counted(type: unknown): unknown {
  if (typeof type !== 'function' || (type.prototype as { isReactComponent?: unknown })?.isReactComponent) {
    return type;
  }
  const known = wrappers.get(type);
  if (known) return known;
  const name = (type as { displayName?: string }).displayName || type.name || 'anonymous';
  const wrapper = (props: unknown, ref: unknown) => {
    counts.set(name, (counts.get(name) ?? 0) + 1);
    return (type as (p: unknown, r: unknown) => unknown)(props, ref);
  };
  Object.defineProperty(wrapper, 'name', { value: name });
  wrappers.set(type, wrapper);
  return wrapper;
}

const require = createRequire(import.meta.url);
for (const [module, names] of [
  ['react/jsx-runtime', ['jsx', 'jsxs']],
  ['react/jsx-dev-runtime', ['jsxDEV']],
] as const) {
  const runtime = require(module) as Record<string, (type: unknown, ...rest: unknown[]) => unknown>;
  for (const name of names) {
    const original = runtime[name];
    if (original) runtime[name] = (type, ...rest) => original(counted(type), ...rest);
  }
}

// --- a browser-like global scope (happy-dom), Node's own fetch kept for msw/node ---------------
const window = new Window({ url: 'https://shop.test/en/checkout', width: 390, height: 844 });
const scope = globalThis as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(window)) {
  if (key in scope) continue;
  scope[key] = (window as unknown as Record<string, unknown>)[key];
}
scope.window = window;
scope.document = window.document;
scope.navigator = window.navigator;
scope.location = window.location;
scope.IS_REACT_ACT_ENVIRONMENT = false;
// esbuild's defines (build.mjs): the production code paths.
scope.__MODE__ = 'production';
scope.__BUILD_ID__ = 'bench';

async function main() {
  const [
    { createElement },
    { createRoot },
    { flushSync },
    { systemClock },
    { AppConfig },
    { EventLog },
    { appConfigFor },
    { createNodeProvider },
    { createApiClient },
    { App },
    { memoryStorage },
    { logRecorder, sequentialIds },
    { startEffects },
    { createI18nFromCatalogues },
    { createStore },
  ] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('react-dom'),
    import('../events/clock'),
    import('../events/contract/app-config'),
    import('../events/log'),
    import('../fixtures/companies'),
    import('../fixtures/provider/node'),
    import('../src/api/client'),
    import('../src/app/app'),
    import('../src/effects/runtime/deps'),
    import('../src/effects/runtime/log-recorder'),
    import('../src/effects/runtime/all-effects'),
    import('../src/i18n/i18n'),
    import('../src/store/store'),
  ]);
  const urls = {
    apiUrl: 'http://provider.test/api',
    validationApiUrl: 'http://provider.test/validation-api',
    loginUrl: 'http://provider.test/login',
  };
  const provider = createNodeProvider({
    apiBase: urls.apiUrl,
    validationBase: urls.validationApiUrl,
    loginBase: urls.loginUrl,
    company: 'sk-ws',
  });
  provider.server.listen({ onUnhandledRequest: 'bypass' });
  const control = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${urls.apiUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', company: 'sk-ws', language: 'en-US' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  };
  // The seeded cart (domain, hosting, Business Mail) plus domain registrations up to ten items.
  await control('POST', '/__mock/seed', { cart: 'with-items', login: null });
  for (let i = 3; i < ITEMS; i++) {
    await control('POST', '/cart/items', {
      code: 'domain-register',
      sellType: 'direct',
      period: 12,
      properties: { domain: `bench-extra-${i}.sk` },
    });
  }

  const config = AppConfig.parse(appConfigFor('sk-ws', urls));
  const catalogue = JSON.parse(readFileSync(join(ROOT, 'locales/en-US.json'), 'utf8')) as Record<
    string,
    string
  >;
  const booted = bootApp();
  let { log, store } = booted;
  const { stop } = booted;

  /** The whole app over a new log and store at the page's current URL, loading its cart. */
  function bootApp() {
    const log = new EventLog({ clock: systemClock() });
    log.append('app/booted', { config, locale: 'en-US', mode: 'production', buildId: 'bench' });
    const store = createStore(log);
    const i18n = createI18nFromCatalogues('en-US', { 'en-US': catalogue });
    const api = createApiClient({
      apiUrl: config.apiUrl,
      validationApiUrl: config.validationApiUrl,
      company: config.company,
      language: () => 'en-US',
      recorder: logRecorder(log),
      hasKey: (key) => key in catalogue,
      production: true,
      newRequestId: sequentialIds(),
      now: () => Date.now(),
      delay: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    });
    const listeners = new Set<() => void>();
    const stopEffects = startEffects({
      log,
      api,
      config,
      storage: memoryStorage(),
      browser: {
        assign: () => {},
        reload: () => {},
        origin: () => window.location.origin,
        pathname: () => window.location.pathname,
        search: () => window.location.search,
        navigate(path) {
          // The router's history patch dispatches Node's global Event, which happy-dom refuses: the
          // URL is set directly and the router told through a happy-dom popstate.
          window.happyDOM.setURL(new URL(path, window.location.href).href);
          window.dispatchEvent(new window.Event('popstate'));
          for (const listener of listeners) listener();
        },
        onLocationChange(listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      languagePrefix: () => '/en',
      locale: () => 'en-US',
    });

    const container = window.document.createElement('div');
    window.document.body.appendChild(container);
    const root = createRoot(container as unknown as Element);
    const services = { store, config, mode: 'production' as const, locale: 'en-US', languagePrefix: '/en' };
    root.render(createElement(App, { services, i18n: i18n as never }));
    log.append('cart/load-requested', { reason: 'boot' });
    const stop = () => {
      root.unmount();
      stopEffects();
      store.stop();
      container.remove();
    };
    return { log, store, stop };
  }

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Waits until nothing has been appended for `quietMs`. */
  const settle = async (quietMs = 400) => {
    let size = log.size;
    for (;;) {
      await wait(quietMs);
      if (log.size === size) return;
      size = log.size;
    }
  };
  /** From now on, each event appended to the log is flushed on its own, its renders counted into `into`. */
  const countPerEvent = (into: [string, Counts][]) =>
    log.events$.subscribe((event) => {
      counts = new Map();
      into.push([event.type, counts]);
      try {
        flushSync(() => {});
      } catch {
        // flushSync is refused while React is rendering; those renders count for this event anyway.
      }
    });
  const itemCount = () => {
    const load = store.state.value.cart.load;
    return load.status === 'loaded' ? load.cart.items.length : 0;
  };
  const selects = () =>
    [...window.document.querySelectorAll('.item-period select')] as unknown as HTMLSelectElement[];
  // Up to a minute: the page's modules are compiled on first import (tsx), slowly on a busy machine.
  for (let tries = 0; (itemCount() < ITEMS || selects().length === 0) && tries < 240; tries++)
    await wait(250);
  await settle();
  const periodSelects = selects();
  if (periodSelects.length === 0) throw new Error('no period select rendered on the cart page');

  /** Changes the first item's period to its next option, as the select's change does. */
  const changePeriod = (select: (typeof periodSelects)[number]) => {
    const options = [...select.options].map((option) => option.value);
    const next = options[(options.indexOf(select.value) + 1) % options.length] ?? select.value;
    select.value = next;
    select.dispatchEvent(new window.Event('change', { bubbles: true }) as unknown as Event);
  };
  const select = periodSelects[0];
  if (!select) throw new Error('no period select');

  // Pass 1: each event flushed on its own, renders put down to it.
  const perEvent: [string, Counts][] = [];
  const subscription = countPerEvent(perEvent);
  const firstSeq = log.size;
  changePeriod(select);
  await settle();
  subscription.unsubscribe();
  const eventsAppended = log.size - firstSeq;

  // Pass 2: the same action with React batching as in a browser, counted as a whole. A browser batches
  // the events appended in one task into one render, so pass 1's counts are each event's own cost and
  // this line is the total without the forced flushes.
  counts = new Map();
  changePeriod(select);
  await settle();
  const batched = counts;

  const total = (c: Counts) => [...c.values()].reduce((sum, n) => sum + n, 0);
  const describe = (c: Counts) =>
    [...c]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([name, n]) => (n > 1 ? `${name}×${n}` : name))
      .join(', ');
  console.log(
    `  renders while one item's period changes, cart of ${itemCount()} items (${periodSelects.length} with a period choice)`,
  );
  console.log(
    `  (${eventsAppended} events appended; components counted by type; goal: the changed row, the summary and the header only)`,
  );
  console.log(`  ${'event'.padEnd(30)} ${'renders'.padStart(7)} ${'types'.padStart(5)}  components`);
  for (const [type, c] of perEvent) {
    const list = describe(c);
    console.log(
      `  ${type.padEnd(30)} ${String(total(c)).padStart(7)} ${String(c.size).padStart(5)}  ${list}`,
    );
  }
  console.log(
    `  ${'batched, whole action'.padEnd(30)} ${String(total(batched)).padStart(7)} ${String(batched.size).padStart(5)}`,
  );

  stop();

  // --- a keystroke in the sign-up form's street field (logged out, billing step) ----------------
  // In a freshly booted app; renders per keystroke, as a keystroke appends no event.
  await control('POST', '/__mock/seed', { cart: 'with-items', login: null });
  window.happyDOM.setURL('https://shop.test/en/checkout');
  ({ log, store } = bootApp());
  const byText = (selector: string, text: string) =>
    ([...window.document.querySelectorAll(selector)] as unknown as HTMLElement[]).find(
      (element) => element.textContent?.trim() === text,
    );
  const waitFor = async <T>(find: () => T | undefined | null, what: string): Promise<T> => {
    for (let tries = 0; tries < 240; tries++) {
      const found = find();
      if (found) return found;
      await wait(250);
    }
    throw new Error(
      `${what} never appeared at ${window.location.href} (page text: ${window.document.body.textContent?.slice(0, 200) ?? ''})`,
    );
  };
  (await waitFor(() => byText('button', 'Continue'), "the cart page's Continue")).click();
  (await waitFor(() => byText('[role="dialog"] button', 'Create an account'), 'Create an account')).click();
  const street = await waitFor(
    () =>
      window.document.querySelector('form.signup-form input[id$="-street"]') as unknown as HTMLInputElement,
    "the sign-up form's street field",
  );
  await settle();
  const setValue = Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, 'value')?.set;
  const keystrokes: Counts[] = [];
  const typedFrom = log.size;
  for (const char of 'Hlavna 1') {
    counts = new Map();
    street.focus();
    setValue?.call(street, `${street.value}${char}`);
    flushSync(() => {
      street.dispatchEvent(new window.Event('input', { bubbles: true }) as unknown as Event);
    });
    keystrokes.push(counts);
  }
  await settle();
  const typedEvents = log.size - typedFrom;
  const perKeystroke = keystrokes.map(total);
  console.log('');
  console.log(
    `  renders per keystroke in the sign-up form's street field (${keystrokes.length} keystrokes, ${typedEvents} events appended)`,
  );
  console.log(
    `  ${'keystroke'.padEnd(30)} ${String(Math.max(...perKeystroke)).padStart(7)} ${String(keystrokes[0]?.size ?? 0).padStart(5)}  ${describe(keystrokes[0] ?? new Map())}`,
  );
  stop();

  // --- Continue on the billing step (Alice, profiles on the cart) --------------------------------
  // In a freshly booted app; renders per event.
  await control('POST', '/__mock/seed', { cart: 'with-items', login: 'alice' });
  await control('PUT', '/cart/billing-profile?cart=true', { billingProfileId: 1 });
  await control('PUT', '/cart/domain-profile?cart=true', { domainProfileId: 1 });
  window.happyDOM.setURL('https://shop.test/en/checkout/order?step=billing-profile');
  ({ log, store } = bootApp());
  const billingContinue = await waitFor(
    () => byText('#order-step-billing-profile button', 'Continue'),
    "the billing step's Continue",
  );
  await settle();
  const continueEvents: [string, Counts][] = [];
  const continueSubscription = countPerEvent(continueEvents);
  counts = new Map();
  continueEvents.push(['(the click itself)', counts]);
  billingContinue.click();
  await settle();
  continueSubscription.unsubscribe();
  console.log('');
  console.log(
    `  renders per event while Continue on the billing step runs (${continueEvents.length - 1} events appended; now ${window.location.search})`,
  );
  for (const [type, c] of continueEvents) {
    console.log(
      `  ${type.padEnd(30)} ${String(total(c)).padStart(7)} ${String(c.size).padStart(5)}  ${describe(c)}`,
    );
  }
  console.log(
    `  ${'whole action'.padEnd(30)} ${String(continueEvents.reduce((sum, [, c]) => sum + total(c), 0)).padStart(7)}`,
  );
  stop();

  provider.server.close();
  await window.happyDOM.abort();
  await window.happyDOM.close();
}

main().then(() => process.exit(0), exitOnFailure('bench/renders.ts'));

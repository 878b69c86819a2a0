/**
 * Starts the app: reads the config, opens the log, starts loading the path's page, starts the mock
 * provider in mock mode (a lazy chunk), loads the translations of the path's language, folds the log
 * into the store, starts the effects (the first cart load adopts index.html's early `GET /cart`),
 * asks for the cart and renders. Any startup problem ends in a translated message and an
 * `app/boot-failed` fact, never a blank page.
 */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { systemClock } from '../../events/clock';
import { EventLog } from '../../events/log';
import { createCoreApiClient } from '../api/core-client';
import { App } from '../app/app';
import type { AppServices } from '../app/services';
import { lazyLookupsFor } from '../lookups/lazy-lookups';
import { createEffectsPause, followCursor } from '../effects/runtime/pause';
import { startBrowserEffects } from '../effects/runtime/browser-effects';
import { logRecorder, sequentialIds } from '../effects/runtime/log-recorder';
import { reportOutdatedBrowser } from '../features/browser/browser-support';
import { createI18n } from '../i18n/i18n';
import { htmlLanguage, localeFromPath, stripLanguagePrefix } from '../i18n/locales';
import { preloadPage } from '../router/page-loaders';
import { applyTheme } from '../ui/theme';
import { createStore } from '../store/store';
import { renderBootError } from './boot-error';
import { windowBrowserPort } from './browser-port';
import { browserStorage, storageFailures } from './browser-storage';
import { otherTabsPort } from './other-tabs-port';
import { adoptingFetch, takeEarlyCart } from './early-cart';
import { recordEarlyPaint } from './early-paint';
import { FirstCommit, firstPaint } from './first-paint';
import { documentCookies, documentHostPage } from './document-page-ports';
import { windowHeatmapPage } from './heatmap-page-port';
import { readConfig } from './read-config';
import { segmentLog } from './segment-log';
import { flushOnHide, isConsolePath, openTabRecording, pageLoadOf } from './open-tab-recording';
import { pageLeaving } from './page-leaving';
import { yieldToBrowser } from './yield-to-browser';

const DEFAULT_LANGUAGES = ['sk-SK', 'en-US'];

export interface Booted {
  log: EventLog;
}

export async function boot(doc: Document = document, win: Window = window): Promise<Booted> {
  // Storage is a port that can fail (decision 042): a browser may refuse it, and the app runs on.
  const failures = storageFailures();
  const tabStorage = browserStorage(win, 'session', failures.report);
  const siteStorage = browserStorage(win, 'local', failures.report);
  // Development builds: the console may boot another config (config page) or a live re-run.
  const dev =
    __MODE__ === 'development'
      ? await (await import('../../devtools/dev-boot')).devBoot(tabStorage, doc)
      : null;
  // The tab's recording (decision 033): earlier page loads first, then this one's segment.
  const consolePage = __MODE__ === 'development' && isConsolePath(win.location.pathname);
  const recording = openTabRecording(
    {
      storage: tabStorage,
      page: pageLoadOf(win),
      now: () => Date.now(),
      schedule: (work, ms) => {
        const id = win.setTimeout(work, ms);
        return () => win.clearTimeout(id);
      },
    },
    consolePage ? 'console' : (dev?.recordingMode ?? 'record'),
  );
  const log = new EventLog({ clock: systemClock(recording.startAt), initial: recording.initial });
  if (recording.recorder) {
    recording.recorder.attach(log);
    flushOnHide(recording.recorder, win);
  }
  if (recording.segment) log.append('session/segment-started', recording.segment);
  failures.connect(log);
  watchCrashes(log, win);
  const read = dev ? dev.configure(readConfig(doc)) : readConfig(doc);
  // The theme before anything renders: index.html's early script set it already, a host page's may not.
  if (read.ok) applyTheme(doc, read.config);
  const languages = read.ok ? read.config.languages : DEFAULT_LANGUAGES;
  const locale = localeFromPath(win.location.pathname, languages);
  // The page's chunk loads beside the catalogue, not after the cart (index.html may have started both).
  const page = preloadPage(stripLanguagePrefix(win.location.pathname, languages).rest);
  const i18n = await createI18n(locale, (key) => log.append('app/translation-missing', { locale, key }));
  if (!read.ok) {
    log.append('app/boot-failed', {
      messageKey: read.messageKey,
      ...(read.detail ? { detail: read.detail } : {}),
    });
    renderBootError(
      doc,
      read.root,
      i18n.t(read.messageKey, { reason: read.detail ?? '', company: read.detail ?? '' }),
    );
    // The message wears the theme the early script read from the page, else the WebSupport one.
    doc.documentElement.dataset.theme ??= 'websupport';
    doc.documentElement.dataset.app = 'failed';
    doc.documentElement.lang = htmlLanguage(locale);
    return { log };
  }
  const config = read.config;
  if (config.mock) {
    const { startBrowserProvider } = await import('../../fixtures/provider/browser');
    await startBrowserProvider(config);
  }
  await dev?.beforeEffects();
  log.append('app/booted', {
    config,
    locale,
    mode: __MODE__,
    buildId: __BUILD_ID__,
    origin: win.location.origin,
  });
  // The cart painted by index.html before the app, if it was (decision 075).
  recordEarlyPaint(win, log);
  reportOutdatedBrowser(log, win);
  const store = createStore(log);
  // Time travel (developer console) pauses the effects: no timer fires, no request leaves.
  const pause = createEffectsPause();
  followCursor(pause, (listener) => store.cursor.subscribe(listener));
  const browser = pause.gateBrowser(dev ? dev.browser(windowBrowserPort(win)) : windowBrowserPort(win));
  const languagePrefix = stripLanguagePrefix(win.location.pathname, languages).prefix;
  const api = createCoreApiClient({
    apiUrl: config.apiUrl,
    validationApiUrl: config.validationApiUrl,
    company: config.company,
    language: () => locale,
    recorder: logRecorder(log),
    hasKey: (key: string) => i18n.exists(key),
    production: __MODE__ === 'production',
    newRequestId: sequentialIds(requestIdPrefix(recording.segment?.segment ?? 1)),
    pageLeft: pageLeaving(win),
    // Time limits (decision 038) run on the effects' scheduler: time travel holds them too.
    timeLimits: config.timeLimits,
    timer: (ms, fire) => {
      const timer = pause.scheduler.schedule(fire, ms);
      return () => timer.unsubscribe();
    },
    // The reply of index.html's early `GET /cart`, when it sent one, answers the first cart load.
    fetch: pause.gateFetch(adoptingFetch(takeEarlyCart(win), (input, init) => globalThis.fetch(input, init))),
  });
  // The deferred effects start once the first render is on screen, not during it (decision 086).
  const painted = firstPaint(win);
  const effects = startBrowserEffects(
    {
      log: segmentLog(log, recording.initial.length),
      api,
      config,
      storage: dev ? dev.effectStorage(siteStorage) : siteStorage,
      // A re-run keeps its trips to the login and its drafts on its own storage, not the tab's
      // (decisions 078, 060).
      tabStorage: dev ? dev.effectStorage(tabStorage) : tabStorage,
      otherTabs: otherTabsPort(win, siteStorage),
      browser,
      languagePrefix: () => languagePrefix,
      locale: () => locale,
      cookies: documentCookies(doc),
      hostPage: documentHostPage(doc, read.root),
      heatmapPage: windowHeatmapPage(win),
      scheduler: pause.scheduler,
      pseudonymiser: recording.pseudonymiser,
    },
    { startAfter: painted.painted },
  );
  // Each phase from here on in a task of its own (decision 090): the cart's request (the core
  // effects answer it at once, adopting index.html's early reply), then the render.
  await yieldToBrowser(win);
  log.append('cart/load-requested', { reason: 'boot' });
  const services: AppServices = {
    store,
    config,
    mode: __MODE__,
    locale,
    languagePrefix,
    pseudonymiser: recording.pseudonymiser,
    ...(dev?.rerunning ? { rerunning: true } : {}),
    lookups: lazyLookupsFor(config, {
      fetch: (input, init) => globalThis.fetch(input, init),
      language: locale.slice(0, 2),
      window: win,
    }),
  };
  await page;
  await yieldToBrowser(win);
  // A transition render yields to the browser every few milliseconds instead of one long task.
  startTransition(() =>
    createRoot(read.root).render(
      <FirstCommit onCommit={painted.committed}>
        <App services={services} i18n={i18n} />
      </FirstCommit>,
    ),
  );
  doc.documentElement.dataset.app = 'ready';
  dev?.started(store, effects.deferredStarted);
  if (__MODE__ !== 'production') Object.assign(win, { __checkout: { log, store } });
  return { log };
}

/** Request ids stay unique across the tab's segments: `r1` in the first, `s2r1` in the second… */
function requestIdPrefix(segment: number): string {
  return segment === 1 ? 'r' : `s${segment}r`;
}

function watchCrashes(log: EventLog, win: Window): void {
  win.addEventListener('error', (e) => {
    log.append('app/crashed', { messageKey: 'general.unexpected', detail: String(e.message).slice(0, 2000) });
  });
  win.addEventListener('unhandledrejection', (e) => {
    log.append('app/crashed', { messageKey: 'general.unexpected', detail: String(e.reason).slice(0, 2000) });
  });
}

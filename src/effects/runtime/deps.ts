/**
 * What effects may touch: the log (to read intents and append facts), the API client, storage, the
 * browser location and a scheduler. Passing them in keeps effects testable with fakes and lets the
 * developer console run them against a replaying provider.
 */
import type { SchedulerLike } from 'rxjs';
import type { AppConfig } from '../../../events/contract/app-config';
import type { AppEvent } from '../../../events/envelope';
import type { EventLog } from '../../../events/log';
import type { Pseudonymiser } from '../../../events/pseudonyms';
import type { ApiClient } from '../../api/client';
import type { CoreApiClient } from '../../api/core-client';
import type { HeatmapPagePort } from '../heatmap/heatmap-port';
import type { CookiePort, HostPagePort, OtherTabsPort } from './page-ports';
import type { ErrorReportPort } from './report-port';
import type { KeyValueStorage } from '../../shared/key-value-storage';

export type LocationChange = 'pop' | 'push' | 'replace';

export interface BrowserPort {
  /** Full-page navigation away from the app (login, payment gateway). */
  assign(url: string): void;
  reload(): void;
  origin(): string;
  /** Current path with language prefix, e.g. `/en/checkout`. */
  pathname(): string;
  /** Current query string including `?`, or ''. */
  search(): string;
  /** In-app history navigation (path with language prefix, may include a query). */
  navigate(path: string, replace: boolean): void;
  /** Moves the history by `delta` entries (browser Back is -1); absent: the history cannot be moved. */
  go?(delta: number): void;
  /**
   * Calls the listener after every history change, with what changed it when known (`pop`: Back or
   * Forward; `push`/`replace`: the app); returns the unsubscribe function.
   */
  onLocationChange(listener: (change?: LocationChange) => void): () => void;
  /**
   * Smoothly scrolls the element with this id to `offset` px below the top of the viewport (if
   * present); with `focus`, also moves the keyboard focus to it (without a second scroll).
   */
  scrollToElement?(id: string, offset: number, options?: { focus?: boolean }): void;
  /** Sets the page's language (`<html lang>`), so screen readers read the texts in it. */
  setDocumentLanguage?(tag: string): void;
}

/** Hands a file to the browser as a download (an action button's `download` reply, decision 020). */
export interface DownloadPort {
  save(blob: Blob, fileName: string): void;
}

/**
 * The part of the event log effects use. The real `EventLog` is one; effects started after boot get
 * a late view of it (late-log.ts) that replays what they missed.
 */
export type EffectLog = Pick<EventLog, 'events$' | 'append' | 'all' | 'last' | 'size'> & {
  /**
   * Every segment of the tab's recording, when `all()` shows only this page load's (decision 033,
   * src/boot/segment-log.ts); absent: `all()` is the whole recording.
   */
  recording?(): readonly AppEvent[];
};

/** What the core effects get (decision 008): the API client's cart family only. */
export interface CoreEffectDeps {
  log: EffectLog;
  api: CoreApiClient;
  config: AppConfig;
  storage: KeyValueStorage;
  /**
   * The tab's sessionStorage, for what must not outlive the tab: a visitor's begun forms (decision
   * 060) and the trips a 401 made to the login (src/effects/ui/login-trips.ts). Absent: no drafts
   * are kept there, and those trips are bounded within a page load only.
   */
  tabStorage?: KeyValueStorage;
  browser: BrowserPort;
  /** Language prefix of the current locale ('' for the default language, else '/en'). */
  languagePrefix: () => string;
  locale: () => string;
  scheduler?: SchedulerLike;
  /** The page's cookies (tutorial); absent: no cookies are read or written. */
  cookies?: CookiePort;
  /** The host page around the app (layout take-over); absent: nothing to take over. */
  hostPage?: HostPagePort;
  /** The host page's consent signal and the heatmap script (decision 080); absent: no heatmap. */
  heatmapPage?: HeatmapPagePort;
  /** The site's other tabs, told of a logout (decision 041); absent: no other tab hears of it. */
  otherTabs?: OtherTabsPort;
  /** Sends error reports (decision 017); absent: nothing is ever reported. */
  errorReport?: ErrorReportPort;
  /**
   * The tab's stand-ins for personal data in what leaves the browser (decision 037); absent: a
   * salt of the page's own (the tab's earlier page loads then read differently).
   */
  pseudonymiser?: Pseudonymiser;
}

/** What every other effect gets: the whole API client. */
export interface EffectDeps extends CoreEffectDeps {
  api: ApiClient;
  /** Saves downloaded files (deferred chunk, decision 020); absent: a download is not saved. */
  downloads?: DownloadPort;
}

export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

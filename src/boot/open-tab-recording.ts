/**
 * What a page load does with the tab's recording (decision 033): an ordinary page load goes on with
 * it (the earlier segments become the log's first events and a new segment starts, with its reason);
 * the developer console's own page (`/developer`, a full page load) only reads it, so its own
 * navigation never enters the customer's story; the first page of a live re-run starts a new one.
 */
import type { PayloadInput } from '../../events/catalogue/index';
import type { AppEvent } from '../../events/envelope';
import type { Pseudonymiser } from '../../events/pseudonyms';
import type { KeyValueStorage } from '../shared/key-value-storage';
import { forgetPseudonymSalt, tabPseudonymiser } from './pseudonym-salt';
import { segmentReason, type PageLoad } from './segment-reason';
import {
  TAB_RECORDING_KEY,
  TabRecorder,
  readTabRecording,
  type RecorderPorts,
  type StoredRecording,
} from './tab-recording';
import { routePath } from '../../events/route-table';

export type RecordingMode = 'record' | 'console' | 'restart';

export interface OpenedRecording {
  /** The earlier segments' events: the log starts with them (none on the console's page). */
  initial: AppEvent[];
  /** The stored recording as found (the console's page shows it). */
  stored: StoredRecording | null;
  /** The `session/segment-started` of this page load; null on the console's page. */
  segment: PayloadInput<'session/segment-started'> | null;
  /** `at` of this page load's first event. */
  startAt: number;
  /** Writes this page load's events; null on the console's page. */
  recorder: TabRecorder | null;
  /** The tab's stand-ins for personal data (decision 037), for whatever else leaves the browser. */
  pseudonymiser: Pseudonymiser;
}

export interface OpenPorts extends RecorderPorts {
  storage: KeyValueStorage;
  page: PageLoad;
  /** Wall-clock ms (`Date.now`). */
  now(): number;
}

const CONSOLE_PATH = new RegExp(`^(?:/[A-Za-z]{2}(?:-[A-Za-z]{2})?)?${routePath('developer')}(?:/|$)`);

/** Whether this path is the developer console's page (with or without a language prefix). */
export function isConsolePath(pathname: string): boolean {
  // no console page in a production build (its path is not even in the bundle: events/route-table.ts)
  return __MODE__ === 'development' && CONSOLE_PATH.test(pathname);
}

export function openTabRecording(ports: OpenPorts, mode: RecordingMode): OpenedRecording {
  const { storage, page } = ports;
  if (mode === 'console') {
    return {
      initial: [],
      stored: readTabRecording(storage),
      segment: null,
      startAt: 0,
      recorder: null,
      pseudonymiser: tabPseudonymiser(storage, false),
    };
  }
  if (mode === 'restart') {
    storage.removeItem(TAB_RECORDING_KEY);
    forgetPseudonymSalt(storage);
  }
  const pseudonymiser = tabPseudonymiser(storage);
  const stored = mode === 'restart' ? null : readTabRecording(storage);
  // The kept leave's URL is pseudonymised: the page's own is compared in the same form.
  const samePage = { ...page, url: pseudonymiser.value('url', page.url) };
  const reason =
    mode === 'restart'
      ? 'rerun'
      : segmentReason(samePage, { exists: stored !== null, leaving: stored?.leaving ?? null });
  const now = ports.now();
  const epoch = stored?.epoch ?? now;
  const lastAt = stored?.events.at(-1)?.at ?? 0;
  const startAt = stored ? Math.max(lastAt, now - epoch) : 0;
  const number = (stored?.segments ?? 0) + 1;
  const dropped = stored?.dropped ?? { segments: 0, events: 0 };
  const initial = stored?.events ?? [];
  const recorder = new TabRecorder({ epoch, segments: number, dropped, leaving: null }, initial, {
    ...ports,
    pseudonymiser,
  });
  return {
    initial,
    stored,
    segment: {
      reason,
      url: page.url,
      segment: number,
      droppedSegments: dropped.segments,
      droppedEvents: dropped.events,
    },
    startAt,
    recorder,
    pseudonymiser,
  };
}

/** What the browser says about this page load. */
export function pageLoadOf(win: Window): PageLoad {
  const entry = win.performance?.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return {
    navigationType: entry?.type ?? '',
    referrer: win.document.referrer,
    origin: win.location.origin,
    url: `${win.location.pathname}${win.location.search}`,
  };
}

/** Writes the queue when the page is hidden or left (the timer may never fire then). */
export function flushOnHide(recorder: TabRecorder, win: Window): void {
  win.addEventListener('pagehide', () => recorder.flush());
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') recorder.flush();
  });
}

/**
 * How often a 401 may send the customer to the login page (issue 30, decision 078): a provider that
 * answers 401 after every login bounced the tab between the app and the login page for ever, since
 * the guard in src/effects/ui/login.ts lasts one page load only. The trips a 401 caused are kept in the tab's
 * session storage with their times, so the count spans page loads; at most `MAX_LOGIN_TRIPS` in
 * `LOGIN_TRIPS_WINDOW_MS`, then the app stays and says so. A storage that cannot be read or written
 * (decision 042) counts nothing: the page-load guard is all that is left then.
 */
import * as z from 'zod/mini';
import type { KeyValueStorage } from '../../shared/key-value-storage';
import { readStoredJson, writeStored } from '../../shared/stored-json';

/** Trips to the login a 401 may cause within the window; the next one is stopped. */
const MAX_LOGIN_TRIPS = 2;
/** How far back trips count (ms): five minutes. */
export const LOGIN_TRIPS_WINDOW_MS = 5 * 60_000;
/** Where the tab keeps the trips' times (session storage: one tab's story, gone with the tab). */
const LOGIN_TRIPS_KEY = 'checkout:login-trips';

const Trips = z.array(z.number());

export interface LoginTrips {
  /** Trips within the window before this one. */
  readonly recent: number;
  /** Whether one more trip is within the bound. */
  readonly allowed: boolean;
  /** Keeps this trip (before the page is handed over); false when the storage refused it. */
  record(): boolean;
}

/** The 401 trips of the last `LOGIN_TRIPS_WINDOW_MS` as the tab's storage has them, at `now`. */
export function loginTrips(storage: KeyValueStorage, now: number): LoginTrips {
  // A time ahead of the clock (the clock was set back) still counts, within the same window.
  const recent = (readStoredJson(storage, LOGIN_TRIPS_KEY, Trips) ?? []).filter(
    (at) => Math.abs(now - at) < LOGIN_TRIPS_WINDOW_MS,
  );
  return {
    recent: recent.length,
    allowed: recent.length < MAX_LOGIN_TRIPS,
    record: () => writeStored(storage, LOGIN_TRIPS_KEY, JSON.stringify([...recent, now])),
  };
}

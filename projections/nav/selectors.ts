/**
 * Where the customer is, as views and effects ask it: the path and query the router last reported
 * (`nav/changed`), read in one place rather than from the nav slice itself.
 */
import type { AppState } from '../state';

/**
 * Where the customer is: the path (with its language prefix) and query of the last `nav/changed`;
 * `/` and no query before the router has reported any.
 */
export function currentLocation(state: AppState): Readonly<{ path: string; search: string }> {
  return state.nav;
}

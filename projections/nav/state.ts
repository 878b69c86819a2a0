/**
 * The nav slice: where the router is, where a navigation was asked to go, and where the app handed the page over.
 */
export interface NavState {
  path: string;
  search: string;
  /** Where a navigation was last asked to go (before the router confirmed it). */
  requested: string | null;
  lastError: { to: string; messageKey: string } | null;
  /** Set when the app handed the page to the browser (login, payment gateway). */
  leftTo: string | null;
}

export const initialNavState: NavState = {
  path: '/',
  search: '',
  requested: null,
  lastError: null,
  leftTo: null,
};

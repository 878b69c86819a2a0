/**
 * The navigation read model: where the app is (path and query as the router reports them), where
 * it was last asked to go, the last navigation failure, and whether the page was handed over to
 * the browser (login, payment gateway).
 */
import { onSlice } from '../on-events';

export const reduceNav = onSlice('nav', {
  'nav/requested': (nav, { payload }) =>
    nav.requested === payload.to ? nav : { ...nav, requested: payload.to },
  'nav/changed': (nav, { payload }) =>
    nav.path === payload.path &&
    nav.search === payload.search &&
    nav.requested === null &&
    nav.lastError === null
      ? nav
      : { ...nav, path: payload.path, search: payload.search, requested: null, lastError: null },
  'nav/failed': (nav, { payload }) => ({
    ...nav,
    requested: null,
    lastError: { to: payload.to, messageKey: payload.messageKey },
  }),
  'nav/left-app': (nav, { payload }) => (nav.leftTo === payload.url ? nav : { ...nav, leftTo: payload.url }),
});

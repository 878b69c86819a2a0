/**
 * The navigation read model: where the app is (path and query as the router reports them), where
 * it was last asked to go, the last navigation failure, and whether the page was handed over to
 * the browser (login, payment gateway).
 */
import { match } from 'ts-pattern';
import type { ReadModel } from './read-model';

export const reduceNav: ReadModel = (draft, event) => {
  const nav = draft.nav;
  match(event)
    .with({ type: 'nav/requested' }, ({ payload }) => {
      nav.requested = payload.to;
    })
    .with({ type: 'nav/changed' }, ({ payload }) => {
      nav.path = payload.path;
      nav.search = payload.search;
      nav.requested = null;
      nav.lastError = null;
    })
    .with({ type: 'nav/failed' }, ({ payload }) => {
      nav.requested = null;
      nav.lastError = { to: payload.to, messageKey: payload.messageKey };
    })
    .with({ type: 'nav/left-app' }, ({ payload }) => {
      nav.leftTo = payload.url;
    })
    .otherwise(() => {});
};

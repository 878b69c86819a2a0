/**
 * The outdated-browser notice read model (spec §2): what the browser lacks (found at boot) and
 * whether the customer closed the notice.
 */
import { match } from 'ts-pattern';
import type { ReadModel } from './read-model';

export const reduceOutdatedBrowser: ReadModel = (draft, event) => {
  const b = draft.outdatedBrowser;
  match(event)
    .with({ type: 'browser/outdated-detected' }, ({ payload }) => {
      b.missing = [...payload.missing];
      b.dismissed = false;
    })
    .with({ type: 'browser/outdated-dismissed' }, () => {
      b.dismissed = true;
    })
    .otherwise(() => {});
};

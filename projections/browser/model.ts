/**
 * The outdated-browser notice read model (spec §2): what the browser lacks (found at boot) and
 * whether the customer closed the notice.
 */
import { edit, onSlice } from '../on-events';

export const reduceOutdatedBrowser = onSlice('outdatedBrowser', {
  'browser/outdated-detected': edit((b, { payload }) => {
    b.missing = [...payload.missing];
    b.dismissed = false;
  }),
  'browser/outdated-dismissed': edit((b, _event) => {
    b.dismissed = true;
  }),
});

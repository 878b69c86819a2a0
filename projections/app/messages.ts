/**
 * Where the app's events put messages (decision 042, 073): what the customer's browser does not
 * keep is said at `general`. A full session storage only shortens the tab's recording (the
 * developer's, not the customer's), so it is not said.
 */
import { GENERAL } from '../messages/routing';
import { show, type MessageHandlers } from '../messages/placing';

export const appMessages: MessageHandlers = {
  'app/storage-failed': (messages, { payload }) =>
    payload.area === 'local' || payload.operation === 'open'
      ? show(messages, GENERAL, { translationKey: 'app.storage_unavailable', type: 'warning' })
      : messages,
};

/**
 * Where navigation's events put messages (decision 073): a failed navigation (spec §2) and a
 * redirect the navigation rule refused (decision 040), wherever it came from, are said at `general`.
 */
import { GENERAL } from '../messages/routing';
import { show, type MessageHandlers } from '../messages/placing';

export const navMessages: MessageHandlers = {
  'nav/failed': (messages, { payload }) =>
    show(messages, GENERAL, { translationKey: payload.messageKey, type: 'error' }),
  'nav/redirect-refused': (messages) =>
    show(messages, GENERAL, { translationKey: 'nav.redirect_refused', type: 'error' }),
};

/**
 * Where the ui's events put messages (decision 073): a 401 that would have sent the customer to the
 * login page once too often (issue 30, docs/decisions/078-login-bounce.md) is said at `general`,
 * with what to do.
 */
import { GENERAL } from '../messages/routing';
import { show, type MessageHandlers } from '../messages/placing';

export const uiMessages: MessageHandlers = {
  'ui/login-bounce-stopped': (messages) =>
    show(messages, GENERAL, { translationKey: 'ui.login_bounce_stopped', type: 'error' }),
};

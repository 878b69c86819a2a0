/**
 * Where the host page's action buttons put messages (decision 020, 073): a failed call says its
 * error at `general`. The buttons' other events are folded by the layout (projections/layout/).
 */
import { GENERAL } from '../messages/routing';
import { show, type MessageHandlers } from '../messages/placing';

export const actionButtonMessages: MessageHandlers = {
  'action-button/call-failed': (messages, { payload: { error } }) =>
    show(messages, GENERAL, {
      translationKey: error.messageKey,
      type: 'error',
      ...(error.values ? { values: error.values } : {}),
    }),
};

/**
 * Where checkout's events put messages (spec §8, decision 073): a consent given takes its
 * "required" message away, a blocked checkout names each missing consent at its checkbox, a started
 * checkout clears the last attempt's messages, an unknown outcome says so (and, once the cart read
 * again shows the order exists, that it was received: decision 039), and a failure is placed by
 * projections/checkout/failure.ts (a failure of the cart step clears every other message first).
 */
import { GENERAL } from '../messages/routing';
import type { Message } from '../../events/catalogue/messages';
import { show, withoutMessages, withoutPaths, type MessageHandlers } from '../messages/placing';
import { consentPath, consentRequiredKey } from './consents';
import {
  OUTCOME_RECEIVED,
  OUTCOME_UNKNOWN,
  checkoutFailureMessages,
  isCartStepFailure,
  isCheckoutPath,
} from './failure';

/**
 * What the customer is told of an order whose reply was lost: it stays on every page they reach
 * (at `general`), through the cart's reload and a cart reset, until dismissed or the next checkout.
 */
export function isOrderOutcomeMessage(message: Message): boolean {
  return message.translationKey === OUTCOME_UNKNOWN || message.translationKey === OUTCOME_RECEIVED;
}

export const checkoutMessages: MessageHandlers = {
  'checkout/consent-set': (messages, { payload }) =>
    payload.value ? withoutPaths(messages, (path) => path === consentPath[payload.consent]) : messages,
  'checkout/blocked': (messages, { payload }) =>
    (payload.missing ?? []).reduce(
      (m, consent) =>
        show(m, consentPath[consent], { translationKey: consentRequiredKey[consent], type: 'error' }),
      messages,
    ),
  'checkout/started': (messages) =>
    withoutMessages(withoutPaths(messages, isCheckoutPath), isOrderOutcomeMessage),
  'checkout/outcome-unknown': (messages) =>
    show(messages, GENERAL, { translationKey: OUTCOME_UNKNOWN, type: 'error' }),
  // The order exists: the customer is told so instead. Not created: "check your e-mail" stays.
  'checkout/outcome-settled': (messages, { payload }) =>
    payload.order === 'created'
      ? show(withoutMessages(messages, isOrderOutcomeMessage), GENERAL, {
          translationKey: OUTCOME_RECEIVED,
          type: 'info',
        })
      : messages,
  'checkout/failed': (messages, { payload }) =>
    checkoutFailureMessages(payload.error).reduce(
      (m, placed) => show(m, placed.path, placed.message),
      isCartStepFailure(payload.error) ? { ...messages, byPath: {} } : messages,
    ),
};

/**
 * Where checkout's events put messages (spec §8, decision 073): a consent given takes its
 * "required" message away, a blocked checkout names each missing consent at its checkbox, a started
 * checkout clears the last attempt's messages, an unknown outcome says so, and a failure is placed
 * by failure.ts (a failure of the cart step clears every other message first).
 */
import { GENERAL } from '../messages/routing';
import { show, withoutMessages, withoutPaths, type MessageHandlers } from '../messages/placing';
import { consentPath, consentRequiredKey } from './consents';
import { OUTCOME_UNKNOWN, checkoutFailureMessages, isCartStepFailure, isCheckoutPath } from './failure';

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
    withoutMessages(withoutPaths(messages, isCheckoutPath), (m) => m.translationKey === OUTCOME_UNKNOWN),
  'checkout/outcome-unknown': (messages) =>
    show(messages, GENERAL, { translationKey: OUTCOME_UNKNOWN, type: 'error' }),
  'checkout/failed': (messages, { payload }) =>
    checkoutFailureMessages(payload.error).reduce(
      (m, placed) => show(m, placed.path, placed.message),
      isCartStepFailure(payload.error) ? { ...messages, byPath: {} } : messages,
    ),
};

/**
 * The messages read model (spec §4 "Messages", §8): messages per display path, one per translation
 * key; a path no view shows falls back to `general` (keeping its original path). Failed cart
 * commands, flash messages, failed navigations (`nav/failed`, spec §2), failed action-button calls
 * (decision 020), refused redirects (040) and a refused storage (042) are placed here by rule; a
 * new command clears the old messages of its own area, and `cart/reset` clears all messages. A cart
 * that could not be loaded says so with "Try again", which a cart that arrives answers (issue 22).
 */
import type { Message } from '../../events/catalogue/messages';
import {
  GENERAL,
  areaForCommand,
  cartNotFetched,
  flashToMessage,
  itemFieldPath,
  messagesForFailure,
} from './routing';
import {
  OUTCOME_UNKNOWN,
  checkoutFailureMessages,
  isCartStepFailure,
  isCheckoutPath,
} from '../checkout/failure';
import { consentPath, consentRequiredKey } from '../checkout/consents';
import { onSlice } from '../on-events';
import type { MessagesState } from './state';

export const reduceMessages = onSlice('messages', {
  'messages/shown': (messages, { payload }) => show(messages, payload.path, payload.message),
  'messages/dismissed': (messages, { payload }) => {
    const list = messages.byPath[payload.path];
    if (!list) return messages;
    const index = list.findIndex((m) => m.translationKey === payload.translationKey);
    const rest = index === -1 ? list : list.filter((_, i) => i !== index);
    if (rest.length === 0) return withoutPaths(messages, (path) => path === payload.path);
    return rest === list ? messages : { ...messages, byPath: { ...messages.byPath, [payload.path]: rest } };
  },
  'messages/cleared': (messages, { payload }) =>
    payload.path === undefined ? cleared(messages) : withoutPaths(messages, (path) => path === payload.path),
  'messages/subscribed': (messages, { payload }) => ({
    ...messages,
    subscribed: { ...messages.subscribed, [payload.path]: (messages.subscribed[payload.path] ?? 0) + 1 },
  }),
  'messages/unsubscribed': (messages, { payload }) => {
    const count = (messages.subscribed[payload.path] ?? 0) - 1;
    if (count > 0) return { ...messages, subscribed: { ...messages.subscribed, [payload.path]: count } };
    if (!(payload.path in messages.subscribed)) return messages;
    const { [payload.path]: _gone, ...subscribed } = messages.subscribed;
    return { ...messages, subscribed };
  },
  'nav/failed': (messages, { payload }) =>
    show(messages, GENERAL, { translationKey: payload.messageKey, type: 'error' }),
  'api/flash-received': (messages, { payload }) =>
    payload.messages.reduce((m, flash) => show(m, GENERAL, flashToMessage(flash)), messages),
  'cart/command-started': (messages, { payload }) =>
    clearArea(messages, areaForCommand(payload.command, payload.itemId), payload.itemId ?? null),
  'cart/command-failed': (messages, { payload }) =>
    messagesForFailure(payload.command, payload.itemId, payload.error).reduce(
      (m, placed) => show(m, placed.path, placed.message),
      messages,
    ),
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
  'cart/reset': (messages) => cleared(messages),
  'cart/reset-refused': (messages) => show(messages, GENERAL, cartNotFetched),
  // A cart that arrives answers every "Try again" that offered to read it (issue 22).
  'cart/received': (messages) => withoutMessages(messages, (m) => m.action === 'reload-cart'),
  'action-button/call-failed': (messages, { payload: { error } }) =>
    show(messages, GENERAL, {
      translationKey: error.messageKey,
      type: 'error',
      ...(error.values ? { values: error.values } : {}),
    }),
  // Decision 040: a redirect the navigation rule refused is said, wherever it came from.
  'nav/redirect-refused': (messages) =>
    show(messages, GENERAL, { translationKey: 'nav.redirect_refused', type: 'error' }),
  // Decision 042: what the customer's browser does not keep. A full session storage only shortens
  // the tab's recording (the developer's, not the customer's), so it is not said.
  'app/storage-failed': (messages, { payload }) =>
    payload.area === 'local' || payload.operation === 'open'
      ? show(messages, GENERAL, { translationKey: 'app.storage_unavailable', type: 'warning' })
      : messages,
});

function show(messages: MessagesState, path: string, message: Message): MessagesState {
  const shown = path === GENERAL || (messages.subscribed[path] ?? 0) > 0;
  const target = shown ? path : GENERAL;
  const placed: Message = shown ? message : { ...message, originalPath: message.originalPath ?? path };
  const list = messages.byPath[target] ?? [];
  const index = list.findIndex((m) => m.translationKey === placed.translationKey);
  if (index !== -1 && list[index] === placed) return messages;
  const next = index === -1 ? [...list, placed] : list.map((m, i) => (i === index ? placed : m));
  return { ...messages, byPath: { ...messages.byPath, [target]: next } };
}

/** The messages without the paths `drop` picks (the same object when it picks none). */
function withoutPaths(messages: MessagesState, drop: (path: string) => boolean): MessagesState {
  let byPath: Record<string, Message[]> | undefined;
  for (const path of Object.keys(messages.byPath)) {
    if (!drop(path)) continue;
    byPath ??= { ...messages.byPath };
    delete byPath[path];
  }
  return byPath === undefined ? messages : { ...messages, byPath };
}

/** The messages without those `drop` picks (the same object when it picks none). */
function withoutMessages(messages: MessagesState, drop: (message: Message) => boolean): MessagesState {
  let byPath: Record<string, Message[]> | undefined;
  for (const [path, list] of Object.entries(messages.byPath)) {
    if (!list.some(drop)) continue;
    byPath ??= { ...messages.byPath };
    const rest = list.filter((m) => !drop(m));
    if (rest.length === 0) delete byPath[path];
    else byPath[path] = rest;
  }
  return byPath === undefined ? messages : { ...messages, byPath };
}

/** A retried command starts clean: its own area (never `general`) and, for items, their field paths. */
function clearArea(messages: MessagesState, area: string, itemId: string | null): MessagesState {
  const prefix = itemId === null ? null : itemFieldPath(itemId, '');
  if (!(area !== GENERAL && area in messages.byPath) && prefix === null) return messages;
  return withoutPaths(
    messages,
    (path) => (area !== GENERAL && path === area) || (prefix !== null && path.startsWith(prefix)),
  );
}

/** No message on any path; the same slice when there was none (decision 030). */
function cleared(messages: MessagesState): MessagesState {
  return Object.keys(messages.byPath).length === 0 ? messages : { ...messages, byPath: {} };
}

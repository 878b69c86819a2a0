/**
 * The messages read model (spec §4 "Messages", §8): messages per display path, one per translation
 * key; a path no view shows falls back to `general` (keeping its original path). Failed cart
 * commands (at the area each command was declared with, routing.ts) and flash messages are placed
 * here; a new command clears the old messages of its own area, and `cart/reset` clears all
 * messages but what an order whose reply was lost left to say (decision 039). A cart that could
 * not be loaded says so with "Try again", which a cart that arrives answers (issue 22). Other
 * features place the messages of their own events in their
 * `projections/<feature>/messages.ts` (checkout, navigation, action buttons, storage, the login's
 * bound), registered
 * below, one line each (decision 073).
 */
import { actionButtonMessages } from '../action-button/messages';
import { appMessages } from '../app/messages';
import { checkoutMessages, isOrderOutcomeMessage } from '../checkout/messages';
import { navMessages } from '../nav/messages';
import { onSlice } from '../on-events';
import { uiMessages } from '../ui/messages';
import { cleared, show, withoutMessages, withoutPaths } from './placing';
import {
  GENERAL,
  areaForCommand,
  cartNotFetched,
  flashToMessage,
  itemFieldPath,
  messagesForFailure,
} from './routing';
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
  'api/flash-received': (messages, { payload }) =>
    payload.messages.reduce((m, flash) => show(m, GENERAL, flashToMessage(flash)), messages),
  'cart/command-started': (messages, { payload }) =>
    clearArea(messages, areaForCommand(payload.command, payload.itemId), payload.itemId ?? null),
  'cart/command-failed': (messages, { payload }) =>
    messagesForFailure(payload.command, payload.itemId, payload.error).reduce(
      (m, placed) => show(m, placed.path, placed.message),
      messages,
    ),
  // What an order whose reply was lost left to say outlives the reset (decision 039).
  'cart/reset': (messages) => withoutMessages(messages, (m) => !isOrderOutcomeMessage(m)),
  'cart/reset-refused': (messages) => show(messages, GENERAL, cartNotFetched),
  // A cart that arrives answers every "Try again" that offered to read it (issue 22).
  'cart/received': (messages) => withoutMessages(messages, (m) => m.action === 'reload-cart'),
  ...checkoutMessages,
  ...navMessages,
  ...actionButtonMessages,
  ...appMessages,
  ...uiMessages,
});

/** A retried command starts clean: its own area (never `general`) and, for items, their field paths. */
function clearArea(messages: MessagesState, area: string, itemId: string | null): MessagesState {
  const prefix = itemId === null ? null : itemFieldPath(itemId, '');
  if (!(area !== GENERAL && area in messages.byPath) && prefix === null) return messages;
  return withoutPaths(
    messages,
    (path) => (area !== GENERAL && path === area) || (prefix !== null && path.startsWith(prefix)),
  );
}

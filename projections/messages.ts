/**
 * The messages read model (spec §4 "Messages", §8): messages per display path, one per translation
 * key; a path no view shows falls back to `general` (keeping its original path). Failed cart
 * commands and flash messages are placed here by rule; a new command clears the old messages of
 * its own area, and `cart/reset` clears all messages.
 */
import type { Draft } from 'immer';
import { match } from 'ts-pattern';
import type { Message } from '../events/catalogue/messages';
import {
  GENERAL,
  areaForCommand,
  flashToMessage,
  itemFieldPath,
  messagesForFailure,
} from './derive/message-routing';
import { checkoutFailureMessages, isCartStepFailure, isCheckoutPath } from './derive/checkout-failure';
import { consentPath, consentRequiredKey } from './derive/consents';
import type { ReadModel } from './read-model';
import type { MessagesState } from './state';

type MessagesDraft = Draft<MessagesState>;

export const reduceMessages: ReadModel = (draft, event) => {
  const messages = draft.messages;
  match(event)
    .with({ type: 'messages/shown' }, ({ payload }) => show(messages, payload.path, payload.message))
    .with({ type: 'messages/dismissed' }, ({ payload }) => {
      const list = messages.byPath[payload.path];
      if (!list) return;
      const index = list.findIndex((m) => m.translationKey === payload.translationKey);
      if (index !== -1) list.splice(index, 1);
      if (list.length === 0) delete messages.byPath[payload.path];
    })
    .with({ type: 'messages/cleared' }, ({ payload }) => {
      if (payload.path === undefined) messages.byPath = {};
      else delete messages.byPath[payload.path];
    })
    .with({ type: 'messages/subscribed' }, ({ payload }) => {
      messages.subscribed[payload.path] = (messages.subscribed[payload.path] ?? 0) + 1;
    })
    .with({ type: 'messages/unsubscribed' }, ({ payload }) => {
      const count = (messages.subscribed[payload.path] ?? 0) - 1;
      if (count > 0) messages.subscribed[payload.path] = count;
      else delete messages.subscribed[payload.path];
    })
    .with({ type: 'api/flash-received' }, ({ payload }) => {
      for (const flash of payload.messages) show(messages, GENERAL, flashToMessage(flash));
    })
    .with({ type: 'cart/command-started' }, ({ payload }) => {
      clearArea(messages, areaForCommand(payload.command, payload.itemId), payload.itemId ?? null);
    })
    .with({ type: 'cart/command-failed' }, ({ payload }) => {
      for (const placed of messagesForFailure(payload.command, payload.itemId, payload.error)) {
        show(messages, placed.path, placed.message);
      }
    })
    .with({ type: 'checkout/consent-set' }, ({ payload }) => {
      if (payload.value) delete messages.byPath[consentPath[payload.consent]];
    })
    .with({ type: 'checkout/blocked' }, ({ payload }) => {
      for (const consent of payload.missing ?? []) {
        show(messages, consentPath[consent], { translationKey: consentRequiredKey[consent], type: 'error' });
      }
    })
    .with({ type: 'checkout/started' }, () => {
      for (const path of Object.keys(messages.byPath)) if (isCheckoutPath(path)) delete messages.byPath[path];
    })
    .with({ type: 'checkout/failed' }, ({ payload }) => {
      if (isCartStepFailure(payload.error)) messages.byPath = {};
      for (const placed of checkoutFailureMessages(payload.error))
        show(messages, placed.path, placed.message);
    })
    .with({ type: 'cart/reset' }, () => {
      messages.byPath = {};
    })
    .otherwise(() => {});
};

function show(messages: MessagesDraft, path: string, message: Message): void {
  const shown = path === GENERAL || (messages.subscribed[path] ?? 0) > 0;
  const target = shown ? path : GENERAL;
  const placed: Message = shown ? message : { ...message, originalPath: message.originalPath ?? path };
  const list = (messages.byPath[target] ??= []);
  const index = list.findIndex((m) => m.translationKey === placed.translationKey);
  if (index === -1) list.push(placed);
  else list[index] = placed;
}

/** A retried command starts clean: its own area (never `general`) and, for items, their field paths. */
function clearArea(messages: MessagesDraft, area: string, itemId: string | null): void {
  if (area !== GENERAL && area in messages.byPath) delete messages.byPath[area];
  if (itemId === null) return;
  const prefix = itemFieldPath(itemId, '');
  for (const path of Object.keys(messages.byPath)) {
    if (path.startsWith(prefix)) delete messages.byPath[path];
  }
}

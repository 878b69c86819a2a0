/**
 * How the messages slice is changed, for the messages model and for the features that place
 * messages of their own events (decision 073: `projections/<feature>/messages.ts`): show a message
 * at a path (a path no view shows falls back to `general`, keeping its original path), take paths
 * or messages away, clear all. Each returns the same slice when nothing changes (decision 030).
 */
import type { Message } from '../../events/catalogue/messages';
import type { SliceHandlers } from '../on-events';
import { GENERAL } from './routing';
import type { MessagesState } from './state';

/** A feature's handlers of its own events on the messages slice. */
export type MessageHandlers = SliceHandlers<'messages'>;

export function show(messages: MessagesState, path: string, message: Message): MessagesState {
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
export function withoutPaths(messages: MessagesState, drop: (path: string) => boolean): MessagesState {
  let byPath: Record<string, Message[]> | undefined;
  for (const path of Object.keys(messages.byPath)) {
    if (!drop(path)) continue;
    byPath ??= { ...messages.byPath };
    delete byPath[path];
  }
  return byPath === undefined ? messages : { ...messages, byPath };
}

/** The messages without those `drop` picks (the same object when it picks none). */
export function withoutMessages(messages: MessagesState, drop: (message: Message) => boolean): MessagesState {
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

/** No message on any path; the same slice when there was none (decision 030). */
export function cleared(messages: MessagesState): MessagesState {
  return Object.keys(messages.byPath).length === 0 ? messages : { ...messages, byPath: {} };
}

/**
 * The messages slice: the messages shown per path, and how many views show each path.
 */
import type { Message } from '../../events/catalogue/messages';

export interface MessagesState {
  byPath: Record<string, Message[]>;
  /** How many views show each path; a path nobody shows falls back to `general`. */
  subscribed: Record<string, number>;
}

export const initialMessagesState: MessagesState = { byPath: {}, subscribed: {} };

/**
 * Which messages a path shows (an item, a field, `general`…), asked in one place by the views that
 * show them rather than read from the messages slice; the same frozen empty list when a path has none.
 */
import type { Message } from '../../events/catalogue/messages';
import type { AppState } from '../state';

const noMessages: readonly Message[] = Object.freeze([]);

export function messagesAt(state: AppState, path: string): readonly Message[] {
  return state.messages.byPath[path] ?? noMessages;
}

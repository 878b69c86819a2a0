/**
 * Reads the `x-flash-messages` reply header (contract §1.8): a JSON array of FlashMessage, non-ASCII
 * written as \uXXXX. Absent, `[]` or unparseable means no messages; an element of the wrong shape
 * is dropped and the others are kept.
 */
import { FlashMessage } from '../../events/contract/errors';
import { flashMessagesHeader } from '../../events/recorded-headers';

/** The header's name, from the list of what is recorded (it is read here, never recorded raw). */
export const flashHeader = flashMessagesHeader;

export function parseFlashMessages(header: string | null | undefined): FlashMessage[] {
  if (!header) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(header);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((m) => {
    const r = FlashMessage.safeParse(m);
    return r.success ? [r.data] : [];
  });
}

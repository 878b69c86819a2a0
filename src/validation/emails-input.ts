/**
 * The e-mails input of spec §5: the customer types a comma-separated list; entries are trimmed and
 * blanks dropped (the split itself is shared with the profile mapping). The form keeps the text,
 * the wire carries `string[]` (contract §1.4).
 */
import { parseEmails } from '../../projections/profiles/values';

function emailsText(list: readonly string[]): string {
  return list.join(', ');
}

/** The text as it is kept after blur: the same entries, tidily separated. */
export function tidyEmails(text: string): string {
  return emailsText(parseEmails(text));
}

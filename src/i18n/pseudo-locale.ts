/**
 * The pseudo-locale xx-XX, generated from en-US instead of committed: every text is bracketed and its
 * letters accented, so an untranslated literal or a clipped label stands out on screen while the
 * `{placeholder}` names stay intact for interpolation.
 */

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MARKED = Array.from('áƀçďéƒĝĥíĵķĺɱñöþǫŕšţüṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĹṀÑÖÞǪŔŠŢÜṼŴẊÝŽ');
const ACCENTED: ReadonlyMap<string, string> = new Map(Array.from(PLAIN, (ch, i) => [ch, MARKED[i] ?? ch]));

/** Placeholders as i18next is configured to read them: `{name}`. */
const PLACEHOLDER = /(\{[^{}]*\})/;

/** Accents one text, leaving placeholders untouched, and brackets it. */
export function pseudoText(text: string): string {
  const parts = text.split(PLACEHOLDER);
  const accented = parts.map((part, i) =>
    i % 2 === 1 ? part : Array.from(part, (ch) => ACCENTED.get(ch) ?? ch).join(''),
  );
  return `[${accented.join('')}]`;
}

/** The pseudo-localised copy of a catalogue (same keys). */
export function pseudoLocalize(catalogue: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(catalogue).map(([key, text]) => [key, pseudoText(text)]));
}

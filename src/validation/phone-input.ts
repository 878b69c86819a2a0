/**
 * The phone input of spec §5: only digits, spaces and '+' can be typed; a leading 00 becomes '+';
 * spaces and dots are removed; a number starting with a known country code selects that prefix;
 * the default prefix is the company's country, followed by its suggested neighbours (HU: SK, CZ;
 * SK: CZ, HU; CZ: SK, HU). The emitted value is prefix + number, or '' when there is no number.
 */

export interface DialCode {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** With the plus, e.g. '+421'. */
  dial: string;
}

/** The country phone list (spec §3: id, country, dial code); ordered by country code. */
export const dialCodes: readonly DialCode[] = [
  { country: 'AT', dial: '+43' },
  { country: 'BE', dial: '+32' },
  { country: 'BG', dial: '+359' },
  { country: 'CH', dial: '+41' },
  { country: 'CZ', dial: '+420' },
  { country: 'DE', dial: '+49' },
  { country: 'DK', dial: '+45' },
  { country: 'EE', dial: '+372' },
  { country: 'ES', dial: '+34' },
  { country: 'FI', dial: '+358' },
  { country: 'FR', dial: '+33' },
  { country: 'GB', dial: '+44' },
  { country: 'GR', dial: '+30' },
  { country: 'HR', dial: '+385' },
  { country: 'HU', dial: '+36' },
  { country: 'IE', dial: '+353' },
  { country: 'IS', dial: '+354' },
  { country: 'IT', dial: '+39' },
  { country: 'LT', dial: '+370' },
  { country: 'LU', dial: '+352' },
  { country: 'LV', dial: '+371' },
  { country: 'NL', dial: '+31' },
  { country: 'NO', dial: '+47' },
  { country: 'PL', dial: '+48' },
  { country: 'PT', dial: '+351' },
  { country: 'RO', dial: '+40' },
  { country: 'RS', dial: '+381' },
  { country: 'SE', dial: '+46' },
  { country: 'SI', dial: '+386' },
  { country: 'SK', dial: '+421' },
  { country: 'UA', dial: '+380' },
  { country: 'US', dial: '+1' },
];

const neighbours: Readonly<Record<string, readonly string[]>> = {
  HU: ['SK', 'CZ'],
  SK: ['CZ', 'HU'],
  CZ: ['SK', 'HU'],
};

export function dialCodeOf(country: string): DialCode | undefined {
  return dialCodes.find((d) => d.country === country.toUpperCase());
}

/** The prefix a new phone starts with: the company's country (SK when it has no dial code here). */
export function defaultPrefix(companyCountry: string): string {
  return (dialCodeOf(companyCountry) ?? dialCodeOf('SK'))?.dial ?? '+421';
}

/** The select's order: the company's country, its suggested neighbours, then the rest. */
export function prefixOptions(companyCountry: string): DialCode[] {
  const first = [companyCountry.toUpperCase(), ...(neighbours[companyCountry.toUpperCase()] ?? [])];
  const top = first.map(dialCodeOf).filter((d): d is DialCode => d !== undefined);
  return [...top, ...dialCodes.filter((d) => !first.includes(d.country))];
}

/** What typing may leave in the number box: digits, spaces and '+'. */
export function sanitizeTyped(raw: string): string {
  return raw.replace(/[^\d +]/g, '');
}

/** Spaces and dots removed, a leading 00 written as '+', other characters dropped. */
export function normalizeNumber(raw: string): string {
  const compact = raw.replace(/[\s.]/g, '').replace(/[^\d+]/g, '');
  const plus = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  return plus.startsWith('+') ? `+${plus.slice(1).replace(/\+/g, '')}` : plus.replace(/\+/g, '');
}

/** The longest known dial code the international number starts with. */
export function matchDialCode(international: string): DialCode | undefined {
  return [...dialCodes]
    .sort((a, b) => b.dial.length - a.dial.length)
    .find((d) => international.startsWith(d.dial));
}

export interface PhoneParts {
  prefix: string;
  /** National part, digits only (or the whole '+…' number when its code is unknown). */
  number: string;
}

/** Reads typed text: a leading known country code moves into the prefix. */
export function splitTyped(raw: string, currentPrefix: string): PhoneParts {
  const number = normalizeNumber(raw);
  if (!number.startsWith('+')) return { prefix: currentPrefix, number };
  const code = matchDialCode(number);
  if (!code) return { prefix: currentPrefix, number };
  return { prefix: code.dial, number: number.slice(code.dial.length) };
}

/** Prefix + number, '' without a number; a number with an unknown '+' code is kept as typed. */
export function phoneValue(parts: PhoneParts): string {
  if (parts.number === '' || parts.number === '+') return '';
  return parts.number.startsWith('+') ? parts.number : `${parts.prefix}${parts.number}`;
}

/** A stored value (`+421901123456`) shown in the input: prefix select + national number. */
export function splitStored(value: string, fallbackPrefix: string): PhoneParts {
  if (value === '') return { prefix: fallbackPrefix, number: '' };
  return splitTyped(value, fallbackPrefix);
}

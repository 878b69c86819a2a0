/**
 * The phone input of spec §5: digits, '+' and the separators people type (spaces, dashes, dots,
 * parentheses, slashes) can be typed; a leading 00 becomes '+'; separators are removed; a number
 * starting with a known country code selects that prefix; the national trunk prefix people write
 * before the number at home (`0905…`, HU `06 30…`) is dropped behind a dial code; the default
 * prefix is the company's country, followed by its suggested neighbours (HU: SK, CZ; SK: CZ, HU;
 * CZ: SK, HU). The emitted value is prefix + number (the contract's `+421905123456`), or '' when
 * there is no number. Decision 023.
 */

export interface DialCode {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** With the plus, e.g. '+421'. */
  dial: string;
}

/** The country phone list (spec §3: id, country, dial code); ordered by country code. */
const dialCodes: readonly DialCode[] = [
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

function dialCodeOf(country: string): DialCode | undefined {
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

/** What typing may leave in the number box: digits, '+' and separators (space - . ( ) /). */
export function sanitizeTyped(raw: string): string {
  return raw.replace(/[^\d +\-.()/]/g, '');
}

/**
 * Separators removed, a leading 00 written as '+', an international `(0)` dropped
 * (`+421 (0)905…`), other characters dropped.
 */
export function normalizeNumber(raw: string): string {
  const compact = raw
    .replace(/\(\s*0\s*\)/g, '')
    .replace(/[\s.]/g, '')
    .replace(/[^\d+]/g, '');
  const plus = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  return plus.startsWith('+') ? `+${plus.slice(1).replace(/\+/g, '')}` : plus.replace(/\+/g, '');
}

/**
 * The trunk prefix dialled before a national number at home, dropped behind the dial code: '0' in
 * most of Europe, '06' in Hungary, '1' in the US; Italy keeps its leading 0 in the international
 * form, so nothing is dropped there.
 */
const trunkPrefixes: Readonly<Record<string, string>> = { HU: '06', IT: '', US: '1' };

/** The national number without the trunk prefix of the dial code's country. */
function withoutTrunk(national: string, dial: string): string {
  const country = dialCodes.find((d) => d.dial === dial)?.country ?? '';
  const trunk = trunkPrefixes[country] ?? '0';
  return trunk !== '' && national.startsWith(trunk) ? national.slice(trunk.length) : national;
}

/** The longest known dial code the international number starts with. */
function matchDialCode(international: string): DialCode | undefined {
  return [...dialCodes]
    .sort((a, b) => b.dial.length - a.dial.length)
    .find((d) => international.startsWith(d.dial));
}

export interface PhoneParts {
  prefix: string;
  /** National part, digits only (or the whole '+…' number when its code is unknown). */
  number: string;
}

/**
 * Reads typed text: a leading known country code moves into the prefix; the national number
 * loses its trunk prefix (`0905 123 456` with +421 is 905123456).
 */
export function splitTyped(raw: string, currentPrefix: string): PhoneParts {
  const number = normalizeNumber(raw);
  if (!number.startsWith('+')) return { prefix: currentPrefix, number: withoutTrunk(number, currentPrefix) };
  const code = matchDialCode(number);
  if (!code) return { prefix: currentPrefix, number };
  return { prefix: code.dial, number: withoutTrunk(number.slice(code.dial.length), code.dial) };
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

/**
 * A phone typed into a plain text box (the contact forms have no prefix select) in the contract's
 * form: `0905 123 456` in a Slovak shop is `+421905123456`; '' without a number.
 */
export function internationalPhone(raw: string, companyCountry: string): string {
  return phoneValue(splitTyped(raw, defaultPrefix(companyCountry)));
}

/** Whether typed text reads as a phone number: 6 to 15 digits, international or national. */
export function isPhoneNumber(raw: string): boolean {
  if (/[^\d\s+\-.()/]/.test(raw)) return false;
  const number = normalizeNumber(raw);
  return /^\+?\d{6,15}$/.test(number);
}

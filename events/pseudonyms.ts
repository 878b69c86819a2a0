/**
 * The stand-in of one personal value (decision 037): derived from the value by a keyed hash under
 * the tab's secret salt, so the same value gets the same stand-in everywhere in a tab's recording
 * and across its page loads, and nobody without the salt can tell which value it stands for. Stand-ins
 * keep the value's shape, so the app's rules still pass on them and a re-run reaches the same outcome:
 * letters stay letters (case kept), digits stay digits, everything else and the length are kept.
 * Per kind: words map one by one (a full name is its first and last names' stand-ins); an e-mail
 * keeps its `@` and top-level domain; a phone keeps its `+` or trunk `0`, its dial code and all but
 * its last seven digits; a postal code keeps its first character (the country's region); a
 * birthday keeps its year and falls before the real day (an age rule still holds); a URL
 * keeps all but the values of its query parameters that are not on the harmless list.
 * A stand-in is never the value itself: a short code or a date has few stand-ins to draw from, and
 * one drawn equal to the value would send it as it is, so it is drawn again (the same way each time).
 */
import { hmacSha256 } from './keyed-hash';
import { harmlessQueryParams, type PersonalKind } from './personal-fields';
import { REDACTED } from './redact';

export interface Pseudonymiser {
  /** The stand-in of a value of this kind; the same value and kind always give the same one. */
  value(kind: PersonalKind, text: string): string;
}

/** A fresh random salt (128 bits, hex). */
export function newSalt(): string {
  const bytes = new Uint8Array(16);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const MEMO_LIMIT = 10_000;
/** Digits of a phone number that are replaced (the subscriber's part); the rest is kept. */
const PHONE_REPLACED_DIGITS = 7;
/** The most digits a phone number has with its dial code (E.164). */
const MAX_PHONE_DIGITS = 15;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const WORD = /[\p{L}\p{M}]+|\p{Nd}+/gu;
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const DAY_MS = 86_400_000;
/** Draws of a stand-in that came out equal to its value, at most (each equal by chance ≤ 1 in 10). */
const MAX_ROUNDS = 8;

type Draw = (n: number) => number;

/** The stand-ins under one salt (a pure function of the salt: tests build it with a fixed one). */
export function pseudonymiser(salt: string): Pseudonymiser {
  const hash = hmacSha256(salt);
  let memo = new Map<string, string>();
  /** Which draw of the value's stand-in is being made (0 but when one came out equal to the value). */
  let round = 0;

  /** A stream of draws seeded by the keyed hash of `seed` (sfc32 over the digest's first words). */
  const draws = (seed: string): Draw => {
    const digest = hash(round === 0 ? seed : `${seed}\u0000${round}`);
    const word = (i: number) =>
      ((digest[i] as number) << 24) |
      ((digest[i + 1] as number) << 16) |
      ((digest[i + 2] as number) << 8) |
      (digest[i + 3] as number);
    let a = word(0);
    let b = word(4);
    let c = word(8);
    let d = word(12);
    return (n) => {
      a |= 0;
      b |= 0;
      c |= 0;
      d |= 0;
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
      return (t >>> 0) % n;
    };
  };

  /** One character of the same class: a letter (same case) or a digit; anything else as it is. */
  const like = (ch: string, draw: Draw, nonZero = false): string => {
    if (DIGIT.test(ch)) return String(nonZero && ch !== '0' ? 1 + draw(9) : draw(10));
    if (!LETTER.test(ch)) return ch;
    const letter = LETTERS[draw(LETTERS.length)] as string;
    return ch !== ch.toLowerCase() ? letter.toUpperCase() : letter;
  };

  /** A word or a number, the same wherever it appears (accents and case do not change its stand-in). */
  const word = (run: string): string => {
    const key = run.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const draw = draws(`word\u0000${key}`);
    let out = '';
    for (const ch of run) out += like(ch, draw);
    return out;
  };
  const text = (value: string): string => value.replace(WORD, word);

  /** A document number or code: replaced as a whole, keeping its first `keep` letters or digits. */
  const code = (kind: string, value: string, keep = 0): string => {
    const key = value.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();
    const draw = draws(`${kind}\u0000${key}`);
    let seen = 0;
    let out = '';
    for (const ch of value) {
      const alnum = LETTER.test(ch) || DIGIT.test(ch);
      out += alnum && seen++ < keep ? ch : like(ch, draw);
    }
    return out;
  };

  const email = (address: string): string => {
    const at = address.lastIndexOf('@');
    const domain = address.slice(at + 1);
    const dot = domain.lastIndexOf('.');
    const host = dot > 0 ? domain.slice(0, dot) : domain;
    return `${text(address.slice(0, at))}@${text(host)}${dot > 0 ? domain.slice(dot) : ''}`;
  };
  /** One address, or several in a typed list (`a@b.sk, c@d.cz`). */
  const emails = (value: string): string =>
    value.replace(/[^\s,;]+/g, (chunk) => (chunk.includes('@') ? email(chunk) : text(chunk)));

  /**
   * The last seven digits are replaced, seeded by themselves, so a number typed at home
   * (`0905 123 456`) and sent in the international form (`+421905123456`) get matching stand-ins;
   * the `+` (or `00`, or trunk `0`) and the dial code are always kept.
   */
  const phone = (value: string): string => {
    const digits = value.replace(/\D/g, '');
    // More digits than any phone number has: not one number but a text, replaced word by word.
    if (digits.length > MAX_PHONE_DIGITS) return text(value);
    const start = value.trimStart();
    const atLeast = start.startsWith('+') ? 3 : start.startsWith('00') ? 5 : start.startsWith('0') ? 1 : 0;
    const keep = Math.max(atLeast, digits.length - PHONE_REPLACED_DIGITS);
    const draw = draws(`phone\u0000${digits.slice(keep)}`);
    let seen = 0;
    return value.replace(/\d|\p{L}+/gu, (ch) => {
      if (!/\d/.test(ch)) return text(ch);
      seen += 1;
      return seen <= keep ? ch : like(ch, draw, seen === keep + 1);
    });
  };

  /**
   * The year is kept and the day falls before the real one, so an age rule still holds; New Year's
   * Day has no day before it in its year and gets one of the December before.
   */
  const birthday = (value: string): string => {
    const iso = ISO_DATE.exec(value);
    const draw = draws(`birthday\u0000${value}`);
    if (iso) {
      const [whole, year, month, day] = iso as unknown as [string, string, string, string];
      const date = Date.UTC(Number(year), Number(month) - 1, Number(day));
      const first = Date.UTC(Number(year), 0, 1);
      const real = new Date(date).toISOString().slice(0, 10);
      if (real === whole && Number(year) >= 1000) {
        const daysBefore = Math.round((date - first) / DAY_MS);
        const stand = new Date(
          daysBefore > 0 ? first + draw(daysBefore) * DAY_MS : first - (1 + draw(31)) * DAY_MS,
        );
        return `${stand.toISOString().slice(0, 10)}${value.slice(whole.length)}`;
      }
    }
    // Another format (`12. 4. 1985`): the year kept, the other numbers 1–12 (never the real one),
    // valid in either order. Only one year is kept: a text with more is not a date.
    let yearKept = false;
    return value.replace(WORD, (run) => {
      if (!DIGIT.test(run)) return text(run);
      if (run.length === 4 && !yearKept) {
        yearKept = true;
        return run;
      }
      if (run.length > 2) return text(run);
      const real = Number(run);
      const next = real >= 1 && real <= 12 ? 1 + ((real + draw(11)) % 12) : 1 + draw(12);
      return String(next).padStart(Math.min(run.length, 2), '0');
    });
  };

  const url = (value: string): string => {
    const hashAt = value.indexOf('#');
    const beforeHash = hashAt < 0 ? value : value.slice(0, hashAt);
    const fragment = hashAt < 0 ? null : value.slice(hashAt + 1);
    const queryAt = beforeHash.indexOf('?');
    const base = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
    const withoutUser = base.replace(
      // Everything before the authority's last `@` (a password may hold an `@` of its own).
      /^([a-z][a-z\d+.-]*:\/\/)([^/?#]*)@/i,
      (_, scheme: string, user: string) => `${scheme}${text(user)}@`,
    );
    const query = queryAt < 0 ? '' : `?${params(beforeHash.slice(queryAt + 1))}`;
    const hash = fragment === null ? '' : `#${fragment.includes('=') ? params(fragment) : fragment}`;
    return `${withoutUser}${query}${hash}`;
  };
  const params = (query: string): string =>
    query
      .split('&')
      .map((part) => {
        const eq = part.indexOf('=');
        const name = eq < 0 ? part : part.slice(0, eq);
        if (harmlessQueryParams.has(decoded(name))) return part;
        return eq < 0 ? queryValue(part) : `${name}=${queryValue(part.slice(eq + 1))}`;
      })
      .join('&');
  /** A parameter's value: a URL keeps its shape, any other value is replaced word by word. */
  const queryValue = (raw: string): string => {
    if (!raw.includes('%')) return /^(https?:\/\/|\/)/i.test(raw) ? url(raw) : text(raw);
    const plain = decoded(raw);
    const next = /^(https?:\/\/|\/)/i.test(plain) ? url(plain) : text(plain);
    return next === plain ? raw : encode(next);
  };

  const stand = (kind: PersonalKind, value: string): string => {
    switch (kind) {
      case 'email':
        return emails(value);
      case 'login':
        return value.includes('@') ? emails(value) : text(value);
      case 'phone':
        return phone(value);
      case 'postalCode':
        return code(kind, value, 1);
      case 'idCard':
      case 'passport':
      case 'nationalId':
      case 'card':
        return code(kind, value);
      case 'iban':
        return code(kind, value, 2);
      case 'secret':
        return REDACTED;
      case 'birthday':
        return birthday(value);
      case 'url':
        return url(value);
      case 'name':
      case 'street':
      case 'city':
      case 'note':
        return text(value);
    }
  };

  /**
   * The stand-in, drawn again while it equals the value (a URL with nothing to hide is itself, and a
   * value without a letter or digit has nothing to replace).
   */
  const standApart = (kind: PersonalKind, value: string): string => {
    let found = stand(kind, value);
    if (kind === 'url' || !/[\p{L}\p{Nd}]/u.test(value)) return found;
    try {
      for (round = 1; found === value && round <= MAX_ROUNDS; round++) found = stand(kind, value);
    } finally {
      round = 0;
    }
    return found;
  };

  return {
    value(kind, value) {
      if (value === '') return value;
      const key = `${kind}\u0000${value}`;
      let found = memo.get(key);
      if (found === undefined) {
        found = standApart(kind, value);
        if (memo.size >= MEMO_LIMIT) memo = new Map();
        memo.set(key, found);
      }
      return found;
    },
  };
}

function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Percent-encodes as a URL parser leaves it (it would encode `'` itself, so it is encoded here). */
function encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*~]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

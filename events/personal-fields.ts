/**
 * Which fields of a payload hold personal data, and of what kind (decision 037): the table that
 * pseudonymise.ts walks every payload and recorded body with, by key name (case-insensitive,
 * anywhere), as redact.ts does for secrets. A name that looks personal but is not is listed in
 * not-personal-fields.ts with its reason; tests/events/personal-fields.test.ts fails when an event or
 * reply field named like personal data is in neither list.
 */

/** @public The kinds of personal data, as a list of their own (the type below is made of it). */
export const personalKinds = [
  'name',
  'street',
  'city',
  'postalCode',
  'email',
  'phone',
  'idCard',
  'passport',
  'nationalId',
  'birthday',
  'note',
  'login',
  'url',
  /** A card-like number found in a text (events/free-text-scrub.ts). */
  'card',
  /** An IBAN found in a text. */
  'iban',
  /** A value that is no one's business in a report (a coupon code, a saved card): `[redacted]`. */
  'secret',
] as const;
export type PersonalKind = (typeof personalKinds)[number];

/** Field name → kind; names are matched case-insensitively. */
export const personalFields: Readonly<Record<string, PersonalKind>> = {
  firstName: 'name',
  lastName: 'name',
  fullName: 'name',
  contactPerson: 'name',
  organisation: 'name',
  organization: 'name',
  /** A saved card's holder as embossed (the payment options reply). */
  cardName: 'name',
  street: 'street',
  street2: 'street',
  formatted_street: 'street',
  address: 'street',
  city: 'city',
  municipality: 'city',
  postalCode: 'postalCode',
  postal_code: 'postalCode',
  zip: 'postalCode',
  zipCode: 'postalCode',
  email: 'email',
  emails: 'email',
  phone: 'phone',
  idCard: 'idCard',
  /** An ISIC student card: it names its holder. */
  bonusCard: 'idCard',
  passport: 'passport',
  /** The Norwegian national identity number (fødselsnummer) a .no registration asks for. */
  noridPid: 'nationalId',
  nationalId: 'nationalId',
  birthNumber: 'nationalId',
  birthday: 'birthday',
  birthDate: 'birthday',
  dateOfBirth: 'birthday',
  note: 'note',
  comment: 'note',
  login: 'login',
  /** A URL and its query: a gateway's or a login service's parameters may carry tokens. */
  url: 'url',
  search: 'url',
  redirect: 'url',
  redirectTo: 'url',
  redirectAfterCancel: 'url',
  redirectAfterPaySuccess: 'url',
  redirectAfterPayFailure: 'url',
  /**
   * Coupon and voucher codes and a saved card's expiry (issue 30): the app needs them while it runs
   * (the queue sends the code, the payment step shows the card), so they are not redacted at append,
   * but they never leave the browser.
   */
  coupon: 'secret',
  voucherCode: 'secret',
  expiryAt: 'secret',
};

/**
 * Names that are secret only beside a field that tells what their object is: a saved card's
 * `number` (beside its `expiryAt` or `cardName`), a cart coupon's `code` (beside its `bonuses`).
 */
const secretBeside: Readonly<Record<string, readonly string[]>> = {
  number: ['expiryAt', 'cardName'],
  code: ['bonuses'],
};

/** Whether this field of this object is a secret by what lies beside it. */
export function secretByNeighbours(key: string, record: Readonly<Record<string, unknown>>): boolean {
  return secretBeside[key]?.some((other) => other in record) ?? false;
}

/**
 * Placeholders of a message's `values` (an error's, a violation's, a flash message's) that are not
 * personal: counts, limits, prices, steps, a domain. Every other placeholder's text is replaced (a
 * provider echoes what the customer typed: a login, an e-mail, a name), by its name's kind when it
 * has one, else word by word.
 */
export const harmlessMessageValues: ReadonlySet<string> = new Set([
  'domain',
  'tld',
  'n',
  'seq',
  'count',
  'total',
  'price',
  'amount',
  'currency',
  'minimum',
  'maximum',
  'min',
  'max',
  'limit',
  'size',
  'index',
  'period',
  'step',
  'status',
  'type',
  'percent',
  'percentage',
  'ms',
  'version',
  'supported',
  'product',
]);

/**
 * Names that hold a person's name only in an object that is about a person (one with another
 * personal field: a profile, the sign-up's personal information, a contact form's values): a cart
 * item's, a product's, a currency's or a domain result's `name`, the config's `company`, are not.
 */
const namesBesidePersonalData: ReadonlySet<string> = new Set(['name', 'company']);

export type FieldClass = PersonalKind | 'name-beside-personal-data' | null;

const byLowerName = new Map<string, PersonalKind>(
  Object.entries(personalFields).map(([name, kind]) => [name.toLowerCase(), kind]),
);
const besideLower = new Set([...namesBesidePersonalData].map((n) => n.toLowerCase()));
const MEMO_LIMIT = 10_000;
let memo = new Map<string, FieldClass>();

/** The class of a field name: a personal kind, a name personal only beside personal data, or null. */
export function classifyField(key: string): FieldClass {
  let found = memo.get(key);
  if (found !== undefined) return found;
  const lower = key.toLowerCase();
  found =
    byLowerName.get(lower) ??
    (besideLower.has(lower) ? 'name-beside-personal-data' : lower.endsWith('url') ? 'url' : null);
  if (memo.size >= MEMO_LIMIT) memo = new Map();
  memo.set(key, found);
  return found;
}

const notMarkingPerson: ReadonlySet<FieldClass> = new Set<FieldClass>([
  'url',
  'note',
  'secret',
  'name-beside-personal-data',
]);

/** Whether this field tells that its object is about a person (a personal field but a URL, a note or a secret). */
export function marksPerson(key: string): boolean {
  const found = classifyField(key);
  return found !== null && !notMarkingPerson.has(found);
}

/**
 * Where a payload names the field of its value (`{ field: 'street', value: '…' }`, a committed form
 * field): the value's kind. A form field called `name` is a person's name (the profile and contact
 * forms are the only forms that log their fields).
 */
export function kindOfFormField(field: string): PersonalKind | null {
  const found = classifyField(field);
  return found === 'name-beside-personal-data' ? 'name' : found;
}

/** Event types whose own payload fields hold personal data under a name the table cannot know. */
export const eventFields: Readonly<Record<string, Readonly<Record<string, PersonalKind>>>> = {
  'cart-extras/note-edited': { text: 'note' },
  'cart-extras/coupon-add-requested': { code: 'secret' },
  'cart-extras/coupon-remove-requested': { code: 'secret' },
  'nav/requested': { to: 'url' },
  'nav/failed': { to: 'url' },
};

/** Event types kept whole although their keys look personal (field name → message key). */
export const eventsWithoutPersonalData: ReadonlySet<string> = new Set(['server-form/rejected']);

/**
 * Query parameters of the app and its API that are harmless and kept as they are (grep
 * `searchParams`/`URLSearchParams` under src/): the order step, language, the thank-you key and its
 * exception, the cart flag, the domain checker's query (domain names), paging, a property's name and
 * item, TLDs and a country (not `code`: OAuth returns use it for an authorization code). Every other parameter's value is pseudonymised; a parameter whose value
 * is a URL (`returnUrl`) is kept as a URL with its own query pseudonymised.
 */
export const harmlessQueryParams: ReadonlySet<string> = new Set([
  'step',
  'language',
  'messageKey',
  'exception',
  'cart',
  'qd',
  'freeOnly',
  'logout',
  'domains[]',
  'domains',
  'page',
  'per-page',
  'property',
  'cartItemId',
  'tlds',
  'countryCode',
  'reason',
  'report',
]);

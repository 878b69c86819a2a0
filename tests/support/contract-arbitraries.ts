/**
 * Contract-valid provider replies for property tests, generated from the wire schemas in
 * events/contract/ (tests/support/arbitrary-from-schema.ts). Where the schema says only "string" or
 * "number", the values follow what the contract's prose promises (money in major units, periods in
 * months, ISO currency with symbol, country codes, translation keys in `PaymentOption.errors`,
 * v1–v3 round-ups, unique ids); everything the contract leaves open (optional and nullable keys,
 * empty lists, unknown extra fields, item codes a client does not know) is left to chance. Every
 * generated reply is parsed by its schema, so a generator that drifts from the contract fails loudly.
 */
import fc from 'fast-check';
import type * as z from 'zod/mini';
import { Cart, CartItem, Coupon, PeriodOption, User } from '../../events/contract/cart';
import { CrossSellItem, CrossSellResponse } from '../../events/contract/offers';
import { PaymentOption, PaymentOptionGroup } from '../../events/contract/payment';
import { BillingProfile, DomainProfile } from '../../events/contract/profiles';
import { Money, Months, paymentGroupIds } from '../../events/contract/scalars';
import { arbitraryFromSchema, type Override } from './arbitrary-from-schema';

const currencies = [
  { name: 'EUR', symbol: '€' },
  { name: 'CZK', symbol: 'Kč' },
  { name: 'HUF', symbol: 'Ft' },
  { name: 'SEK', symbol: 'kr' },
  { name: 'NOK', symbol: 'kr' },
] as const;

const itemCodes = [
  'domain-register',
  'domain-transfer',
  'vdc',
  'site-builder',
  'vps',
  'hosting',
  'the-hosting',
  'the-hosting-wordpress',
  'business-mail',
  'business_mail_basic',
  'business_mail_advanced',
  'business_mail_premium',
  'ssl',
  'seo-tool',
];
const itemIds = ['i1', 'i2', 'i3', 'i4', 'i5'];
const domains = ['example.sk', 'moja-firma.cz', 'árvíztűrő.hu', 'a.se', 'long-name-with-dashes.co.uk'];

const money = fc.integer({ min: 0, max: 500_000 }).map((cents) => cents / 100);
const months = fc.constantFrom(1, 3, 6, 12, 24);
const date = fc
  .record({
    y: fc.integer({ min: 2020, max: 2035 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const uniqueBy = <T>(list: readonly T[], key: (t: T) => unknown): T[] =>
  list.filter((t, i) => list.findIndex((u) => key(u) === key(t)) === i);
const nullable = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });

/** Meaning for the plain strings and numbers of the contract, by schema identity or key. */
const meaning: Override = (schema, { key, path }) => {
  if (schema === Money) return money;
  if (schema === Months) return months;
  const at = path.join('.');
  switch (key) {
    case 'currency':
      return at === 'summary.currency' ? fc.constantFrom(...currencies) : undefined;
    case 'countryCode':
      return fc.constantFrom('SK', 'CZ', 'SE', 'HU', 'NO', 'AT');
    case 'email':
      return fc.constantFrom('jana@example.sk', 'peter.novak+orders@firma.cz');
    case 'emails':
      return fc.subarray(['jana@example.sk', 'fakturacia@firma.sk']);
    case 'phone':
      return fc.constantFrom('+421901123456', '+46701234567', '+36301234567');
    case 'postalCode':
      return fc.constantFrom('82108', '821 08', '110 00', '111 51', '1051', '0150');
    case 'expiryAt':
    case 'birthday':
    case 'dueDate':
      return nullable(date);
    case 'vatPercentage':
      return fc.constantFrom(0, 20, 21, 25, 27);
    case 'count':
    case 'quantity':
      return fc.integer({ min: 0, max: 9 });
    case 'tld':
      return fc.constantFrom('sk', 'cz', 'se', 'hu', 'co.uk');
    case 'domain':
      return nullable(fc.constantFrom(...domains, ''));
    case 'mandatoryEditableProperties':
      return fc.subarray(['name', 'domain', 'eppCode'] as const);
    case 'optionalEditableProperties':
      return fc.subarray(['domainProfileId', 'name'] as const);
    case 'errors':
      // translation keys (§2.5), one a client's catalogue may not have yet
      return at === 'errors' || at.endsWith('paymentOptions.[].errors')
        ? fc.subarray(['payment.card_expired', 'payment.card_disabled', 'payment.card_blocked_by_bank'])
        : undefined;
    default:
      return undefined;
  }
};

const from = <S extends z.ZodMiniType>(schema: S) => arbitraryFromSchema(schema, { override: meaning });

const periodOptions = fc.uniqueArray(from(PeriodOption), { maxLength: 3, selector: (p) => p.period });

/** One cart item of any kind; licence counts only on Business Mail (contract §2.2). */
const cartItemArb = fc
  .record({
    item: from(CartItem),
    id: fc.constantFrom(...itemIds),
    code: fc.constantFrom(...itemCodes),
    periods: periodOptions,
  })
  .map(({ item, id, code, periods }) => ({
    ...item,
    id,
    code,
    options: { period: periods },
    licenses: code.startsWith('business') ? item.licenses : null,
  }));

const couponArb = fc
  .tuple(from(Coupon), fc.constantFrom('SAVE10', 'WELCOME', 'JARO-2026'))
  .map(([coupon, code]) => ({ ...coupon, code }));

const donationOptions = fc.tuple(money, money, money).map(([a, b, c]) =>
  (['v1', 'v2', 'v3'] as const).map((roundUpVersion, i) => ({
    roundUpVersion,
    donation: [a, b, c][i]!,
    totalPriceVatIncluded: [a, b, c][i]! + 10,
  })),
);

/** A whole cart reply; `loggedIn` decides `user` (non-null exactly when logged in, §1.10). */
export const cartArb = (loggedIn: boolean): fc.Arbitrary<Cart> =>
  fc
    .record({
      cart: from(Cart),
      items: fc.uniqueArray(cartItemArb, { maxLength: 4, selector: (i) => i.id }),
      user: from(User),
      coupons: fc.uniqueArray(couponArb, { maxLength: 2, selector: (c) => c.code }),
      donationOptions,
    })
    .map(({ cart, items, user, coupons, donationOptions }) =>
      Cart.parse({
        ...cart,
        items,
        summary: { ...cart.summary, count: items.length, coupons },
        user: loggedIn ? user : null,
        donation: cart.donation ? { ...cart.donation, options: donationOptions } : cart.donation,
        // the server's file name identifies an upload (E26 deletes by it)
        migrationPromotion: cart.migrationPromotion && {
          ...cart.migrationPromotion,
          uploadedFiles: uniqueBy(cart.migrationPromotion.uploadedFiles, (f) => f.serverFileName),
        },
      }),
    );

/** Cross-sell offers whose reason and upgrade ids are items of the given cart (contract §2.7). */
export const crossSellArb = (cart: Cart): fc.Arbitrary<CrossSellResponse> => {
  const ids = cart.items.map((i) => i.id);
  const offer = (uids: string[]) =>
    fc
      .record({
        offer: from(CrossSellItem),
        uid: fc.constantFrom(...uids),
        code: fc.constantFrom(...itemCodes, 'backup'),
        reasons: fc.subarray(ids),
        upgrade: ids.length ? nullable(fc.constantFrom(...ids)) : fc.constant(null),
      })
      .map(({ offer, uid, code, reasons, upgrade }) => ({
        ...offer,
        uid,
        code,
        reasonCartItemIds: reasons,
        cartItemToUpgradeId: offer.sellType === 'up-sell' ? upgrade : null,
      }));
  const list = (uids: string[]) => fc.uniqueArray(offer(uids), { maxLength: 3, selector: (o) => o.uid });
  return fc
    .record({ xSellProducts: list(['x1', 'x2', 'x3']), upSellProducts: list(['u1', 'u2', 'u3']) })
    .map((r) => CrossSellResponse.parse(r) as CrossSellResponse);
};

const profileIds = fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: 3, maxLength: 3 });

/** Saved billing profiles with distinct ids. */
export const billingProfilesArb: fc.Arbitrary<BillingProfile[]> = fc
  .tuple(fc.array(from(BillingProfile), { maxLength: 3 }), profileIds)
  .map(([profiles, ids]) => profiles.map((p, i) => BillingProfile.parse({ ...p, id: ids[i] })));

/** Saved domain profiles with distinct ids. */
export const domainProfilesArb: fc.Arbitrary<DomainProfile[]> = fc
  .tuple(fc.array(from(DomainProfile), { maxLength: 3 }), profileIds)
  .map(([profiles, ids]) => profiles.map((p, i) => DomainProfile.parse({ ...p, id: ids[i] })));

/** The payment option groups of E36: one per group id at most, option ids unique in a group. */
export const paymentGroupsArb: fc.Arbitrary<PaymentOptionGroup[]> = fc
  .tuple(
    fc.subarray([...paymentGroupIds]),
    fc.array(
      fc.tuple(
        from(PaymentOptionGroup),
        fc.uniqueArray(
          fc.tuple(
            from(PaymentOption),
            fc.constantFrom('new-card', 'card-1', 'slsp', 'tatrapay', 'credit', 'other-7'),
          ),
          { maxLength: 3, selector: ([, id]) => id },
        ),
      ),
      { minLength: 6, maxLength: 6 },
    ),
  )
  .map(([ids, groups]) =>
    ids.map((id, i) => {
      const [group, options] = groups[i]!;
      return PaymentOptionGroup.parse({
        ...group,
        id,
        paymentOptions: options.map(([option, optionId]) => ({ ...option, id: optionId })),
      });
    }),
  );

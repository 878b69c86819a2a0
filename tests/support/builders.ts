/**
 * Small builders for projection tests: valid carts, items, profiles, payment groups and errors
 * with sensible defaults and overrides, plus a `session()` that appends events through a real log
 * on a manual clock and folds them. Independent of fixtures/ on purpose.
 */
import type { AppError } from '../../events/app-error';
import type { EventType, PayloadInput } from '../../events/catalogue/index';
import { ManualClock } from '../../events/clock';
import type { AppConfigInput } from '../../events/contract/app-config';
import { Cart, CartItem, Donation, type CartPaymentOption, type User } from '../../events/contract/cart';
import { PaymentOption, PaymentOptionGroup } from '../../events/contract/payment';
import { BillingProfile, DomainProfile, type RequiredFields } from '../../events/contract/profiles';
import type { PaymentGroupId } from '../../events/contract/scalars';
import type { AppEvent } from '../../events/envelope';
import { EventLog } from '../../events/log';
import { foldAll } from '../../projections/fold';
import type { AppState } from '../../projections/state';

type Loose<T> = { [K in keyof T]?: unknown };

export function buildItem(overrides: Loose<CartItem> = {}): CartItem {
  const id = typeof overrides.id === 'string' ? overrides.id : 'item-1';
  return CartItem.parse({
    id,
    code: 'hosting',
    name: 'Hosting',
    period: 12,
    prolongPeriod: 12,
    prolongPrice: 39,
    sellType: 'direct',
    properties: {},
    options: { period: [{ period: 12, price: 39, onlyCardPayment: false }] },
    price: { vatExcluded: 39, discountReason: null, originalPrice: null },
    coupon: null,
    mandatoryEditableProperties: [],
    optionalEditableProperties: [],
    licenses: null,
    isDisabled: false,
    analytics: {
      id,
      name: 'Hosting',
      categories: ['hosting'],
      brand: 'ws',
      price: 39,
      quantity: 1,
      affiliation: 'sk-ws',
      coupon: null,
    },
    ...overrides,
  });
}

export function buildDomainItem(domain: string, overrides: Loose<CartItem> = {}): CartItem {
  const tld = domain.split('.').pop() ?? 'sk';
  return buildItem({
    id: `dom-${domain}`,
    code: 'domain-register',
    name: `.${tld} doména`,
    properties: { domain, tld },
    ...overrides,
  });
}

export function buildCart(overrides: Loose<Cart> = {}): Cart {
  const items = (overrides.items as CartItem[] | undefined) ?? [buildItem()];
  const total = items.reduce((sum, item) => sum + item.price.vatExcluded, 0);
  return Cart.parse({
    uuid: 'cart-1',
    items,
    summary: {
      count: items.length,
      price: {
        vatExcluded: total,
        vatIncluded: Math.round(total * 120) / 100,
        vatOnly: Math.round(total * 20) / 100,
        vatPercentage: 20,
      },
      discount: 0,
      currency: { name: 'EUR', symbol: '€' },
      coupons: [],
    },
    billingProfile: null,
    domainProfile: null,
    domainProfileRequired: false,
    consent3rdBilling: false,
    consent3rdDomain: false,
    consentThirdPartyRequired: false,
    termsAndConditionsConsent: false,
    thirdPartyConsent: false,
    paymentOption: null,
    note: null,
    migrationPromotion: null,
    donation: null,
    user: null,
    ...overrides,
  });
}

export const user: User = { id: 3, login: 'jana', customerType: 'existing', emails: ['jana@example.sk'] };

/** Bank transfer chosen on the cart (a group without options to pick). */
export const transferPayment: CartPaymentOption = { groupId: 'transfer', optionId: null, recurrence: false };

/** A logged-in customer's cart with nothing missing to finish the order: a billing profile and bank transfer. */
export function buildCompleteCart(overrides: Loose<Cart> = {}): Cart {
  return buildCart({
    user,
    billingProfile: buildBillingProfile(),
    paymentOption: transferPayment,
    ...overrides,
  });
}

/** The round-up donation a cart offers: three versions, none chosen unless the overrides say. */
export function buildDonation(overrides: Loose<Donation> = {}): Donation {
  return Donation.parse({
    current: null,
    options: [
      { roundUpVersion: 'v1', donation: 0.4, totalPriceVatIncluded: 48 },
      { roundUpVersion: 'v2', donation: 0.9, totalPriceVatIncluded: 48.5 },
      { roundUpVersion: 'v3', donation: 1.4, totalPriceVatIncluded: 49 },
    ],
    ...overrides,
  });
}

export function buildBillingProfile(overrides: Loose<BillingProfile> = {}): BillingProfile {
  return BillingProfile.parse({
    id: 7,
    userId: 3,
    type: 'personal',
    name: 'Jana Novakova',
    firstName: 'Jana',
    lastName: 'Novakova',
    street: 'Hlavna 1',
    street2: null,
    city: 'Bratislava',
    postalCode: '81101',
    countryCode: 'SK',
    email: 'jana@example.sk',
    emails: ['jana@example.sk'],
    phone: '+421900000000',
    invoiceDelivery: 'email',
    ...overrides,
  });
}

/**
 * Jana's billing profile with every kind of personal data a report must not carry (name, street,
 * city, postal code, e-mail, phone, ID card): the tests of pseudonymisation look for these values.
 */
export function buildJanasBillingProfile(overrides: Loose<BillingProfile> = {}): BillingProfile {
  return buildBillingProfile({
    name: 'Jana Nováková',
    firstName: 'Jana',
    lastName: 'Nováková',
    street: 'Hlavná 12',
    city: 'Bratislava',
    postalCode: '821 08',
    email: 'jana.novakova@example.sk',
    emails: ['jana.novakova@example.sk'],
    phone: '+421905123456',
    idCard: 'EA123456',
    ...overrides,
  });
}

export function buildDomainProfile(overrides: Loose<DomainProfile> = {}): DomainProfile {
  return DomainProfile.parse({
    id: 11,
    userId: 3,
    type: 'personal',
    firstName: 'Jana',
    lastName: 'Novakova',
    street: 'Hlavna 1',
    street2: null,
    city: 'Bratislava',
    postalCode: '81101',
    countryCode: 'SK',
    email: 'jana@example.sk',
    emails: ['jana@example.sk'],
    phone: '+421900000000',
    billingProfileId: 7,
    ...overrides,
  });
}

export function buildOption(id: string, overrides: Loose<PaymentOption> = {}): PaymentOption {
  return PaymentOption.parse({
    id,
    number: null,
    cardName: null,
    issuer: null,
    expiryAt: null,
    errors: [],
    isDisabled: false,
    recurrence: false,
    recurrenceState: null,
    recurrenceCanBeChanged: true,
    credit: null,
    oldOtpBank: false,
    ...overrides,
  });
}

export function buildGroup(
  id: PaymentGroupId,
  options: ReadonlyArray<PaymentOption | string> = [],
  overrides: Loose<PaymentOptionGroup> = {},
): PaymentOptionGroup {
  const paymentOptions = options.map((o) => (typeof o === 'string' ? buildOption(o) : o));
  return PaymentOptionGroup.parse({ id, available: true, disable: false, paymentOptions, ...overrides });
}

export function buildError(overrides: Partial<AppError> = {}): AppError {
  return {
    kind: 'http',
    status: 422,
    messageKey: 'cart.invalid_product_data',
    key: null,
    violations: [],
    ...overrides,
  };
}

export function requiredFields(
  personal: RequiredFields['personal']['required'] = [],
  oneOf: RequiredFields['personal']['oneOf'] = [],
): RequiredFields {
  return { personal: { required: personal, oneOf }, company: { required: [], oneOf: [] } };
}

export const configInput: AppConfigInput = {
  validationApiUrl: 'https://validation.test',
  apiUrl: 'https://api.test',
  loginUrl: 'https://login.test',
};

export function bootPayload(config: Partial<AppConfigInput> = {}): PayloadInput<'app/booted'> {
  return { config: { ...configInput, ...config }, locale: 'sk-SK', mode: 'test', buildId: 'test' };
}

/** Appends through a real log (validation and redaction included) and folds what it holds. */
export class Session {
  readonly clock = new ManualClock();
  readonly log = new EventLog({ clock: this.clock });

  emit<T extends EventType>(type: T, payload: PayloadInput<T>): this {
    this.log.append(type, payload);
    this.clock.advance(10);
    return this;
  }

  /** Boots with a config (workflow 1 unless given) and loads a cart. */
  boot(config: Partial<AppConfigInput> = {}): this {
    return this.emit('app/booted', bootPayload(config));
  }

  received(cart: Cart, command: PayloadInput<'cart/received'>['command'] = 'load', commandId?: string): this {
    return this.emit('cart/received', { cart, command, ...(commandId ? { commandId } : {}) });
  }

  get events(): readonly AppEvent[] {
    return this.log.all();
  }

  get state(): AppState {
    return foldAll(this.log.all());
  }
}

export function session(): Session {
  return new Session();
}

/**
 * The cart-items read model: typed licence counts and a picked period shown over the cart until their
 * change is answered (kept when it fails), Business Mail one-licence prices and notices, and the
 * drawer's property options per item.
 */
import { describe, expect, it } from 'vitest';
import type { PayloadInput } from '../../events/catalogue/index';
import type { Cart, CartItem, LicenseCounts } from '../../events/contract/cart';
import { businessMailNotices } from '../../projections/cart-items/business-mail';
import {
  itemMessages,
  licenceChange,
  licenceCounts,
  oneLicencePrices,
  propertyOptions,
  shownPeriod,
} from '../../projections/cart-items/selectors';
import { buildCart, buildError, buildItem, session, type Session } from '../support/builders';

const mail = (licenses: LicenseCounts = { basic: 2, advanced: 0, premium: 0 }, overrides = {}) =>
  buildItem({
    id: 'bm',
    code: 'business-mail',
    name: 'Business Mail',
    licenses,
    options: {
      period: [
        { period: 1, price: 2, onlyCardPayment: true },
        { period: 12, price: 20, onlyCardPayment: false },
      ],
    },
    properties: { domain: 'firma.sk', minimumNumberOfLicenses: 1, hasEnoughNumberOfLicenses: true },
    ...overrides,
  });
const cartWith = (...items: CartItem[]): Cart => buildCart({ items });
const withMail = () => session().received(cartWith(mail()));
const item = (s: Session) => s.state.cart.load.status === 'loaded' && s.state.cart.load.cart.items[0];

/** Runs an update through the events the cart queue appends, up to the start of the command. */
function askUpdate(s: Session, changes: PayloadInput<'cart/item-update-requested'>['changes']): string {
  s.emit('cart/item-update-requested', { itemId: 'bm', changes });
  const commandId = `cmd-${s.events.at(-1)?.seq}`;
  s.emit('cart/command-started', { command: 'update-item', itemId: 'bm', commandId });
  return commandId;
}

describe('licence counts a customer types', () => {
  it('shows the typed counts over the cart while they are being edited', () => {
    const s = withMail().emit('cart-items/licences-edited', { itemId: 'bm', type: 'advanced', value: 3 });
    const bm = item(s) as CartItem;
    expect(licenceCounts(s.state, bm)).toEqual({ basic: 2, advanced: 3, premium: 0 });
    expect(licenceChange(s.state, 'bm')).toBe('editing');
  });

  it('hands over to the cart once the change that carried them succeeds', () => {
    const s = withMail().emit('cart-items/licences-edited', { itemId: 'bm', type: 'basic', value: 5 });
    askUpdate(s, { licenses: { basic: 5 } });
    expect(licenceChange(s.state, 'bm')).toBe('sent');
    s.received(cartWith(mail({ basic: 4, advanced: 0, premium: 0 })), 'update-item');
    expect(licenceChange(s.state, 'bm')).toBe('saved');
    expect(licenceCounts(s.state, item(s) as CartItem)).toEqual({ basic: 4, advanced: 0, premium: 0 });
  });

  it('keeps what the customer typed when the change fails', () => {
    const s = withMail().emit('cart-items/licences-edited', { itemId: 'bm', type: 'basic', value: 0 });
    const commandId = askUpdate(s, { licenses: { basic: 0 } });
    const error = buildError({
      messageKey: 'validation.too_short',
      violations: [{ propertyPath: 'licenses.basic', errors: [{ translationKey: 'validation.too_short' }] }],
    });
    s.emit('messages/subscribed', { path: 'bm.licenses.basic' });
    s.emit('cart/command-failed', { command: 'update-item', itemId: 'bm', commandId, error });
    expect(licenceChange(s.state, 'bm')).toBe('failed');
    expect(licenceCounts(s.state, item(s) as CartItem)).toEqual({ basic: 0, advanced: 0, premium: 0 });
    expect(s.state.cart.items.bm?.error?.translationKey).toBe('validation.too_short');
    const messages = itemMessages(s.state, 'bm', ['licenses.basic']);
    expect(messages.fields['licenses.basic']?.map((m) => m.translationKey)).toEqual(['validation.too_short']);
    expect(messages.area).toEqual([]);
  });

  it('keeps counts typed after a change was sent when that change is answered', () => {
    const s = withMail().emit('cart-items/licences-edited', { itemId: 'bm', type: 'basic', value: 3 });
    askUpdate(s, { licenses: { basic: 3 } });
    s.emit('cart-items/licences-edited', { itemId: 'bm', type: 'basic', value: 4 });
    s.received(cartWith(mail({ basic: 3, advanced: 0, premium: 0 })), 'update-item');
    expect(licenceCounts(s.state, item(s) as CartItem)?.basic).toBe(4);
    expect(licenceChange(s.state, 'bm')).toBe('editing');
  });

  it('keeps a sent draft when a reply to another command arrives first', () => {
    const s = withMail().emit('cart-items/licences-edited', { itemId: 'bm', type: 'premium', value: 1 });
    s.emit('cart/command-started', { command: 'set-note', commandId: 'cmd-note' });
    askUpdate(s, { licenses: { premium: 1 } });
    s.received(cartWith(mail()), 'set-note');
    expect(licenceChange(s.state, 'bm')).toBe('sent');
    expect(licenceCounts(s.state, item(s) as CartItem)?.premium).toBe(1);
  });

  it('forgets the draft of an item that left the cart, and everything on reset', () => {
    const s = withMail().emit('cart-items/licences-edited', { itemId: 'bm', type: 'basic', value: 9 });
    s.received(cartWith(buildItem({ id: 'other' })), 'remove-item');
    expect(s.state.cartItems.licenceDrafts).toEqual({});
    s.received(cartWith(mail())).emit('cart-items/licences-edited', {
      itemId: 'bm',
      type: 'basic',
      value: 9,
    });
    s.emit('cart/reset', { reason: 'cart.not_found' });
    expect(s.state.cartItems.licenceDrafts).toEqual({});
  });
});

describe('the period a customer picks', () => {
  it('is shown while its change runs and replaced by the cart when it succeeds', () => {
    const s = withMail();
    askUpdate(s, { period: 1 });
    expect(shownPeriod(s.state, item(s) as CartItem)).toBe(1);
    s.received(cartWith(mail(undefined, { period: 1 })), 'update-item');
    expect(s.state.cartItems.periodRequests).toEqual({});
    expect(shownPeriod(s.state, item(s) as CartItem)).toBe(1);
  });

  it('falls back to the cart period when the change is refused', () => {
    const s = withMail();
    const commandId = askUpdate(s, { period: 1 });
    s.emit('cart/command-failed', { command: 'update-item', itemId: 'bm', commandId, error: buildError() });
    expect(shownPeriod(s.state, item(s) as CartItem)).toBe(12);
  });
});

describe('Business Mail one-licence prices', () => {
  it('are shown for the period they were fetched for', () => {
    const prices = [
      { type: 'basic' as const, code: 'business_mail_basic' as const, period: 12, price: 12 },
      { type: 'premium' as const, code: 'business_mail_premium' as const, period: 12, price: 30 },
    ];
    const s = withMail().emit('cart-items/licence-prices-received', { itemId: 'bm', period: 12, prices });
    expect(oneLicencePrices(s.state, item(s) as CartItem)).toEqual({
      status: 'loaded',
      byType: { basic: 12, premium: 30 },
    });
    s.received(cartWith(mail(undefined, { period: 1 })), 'update-item');
    expect(oneLicencePrices(s.state, item(s) as CartItem)).toEqual({ status: 'loading' });
  });

  it('report a failed fetch', () => {
    const s = withMail().emit('cart-items/licence-prices-failed', {
      itemId: 'bm',
      period: 12,
      error: buildError(),
    });
    expect(oneLicencePrices(s.state, item(s) as CartItem)).toEqual({ status: 'failed' });
  });
});

describe('property options of the drawer', () => {
  it('are kept per item and property until the item leaves the cart', () => {
    const options = [{ value: 'web-1', label: 'web-1' }];
    const s = withMail().emit('cart-items/property-options-received', {
      itemId: 'bm',
      property: 'name',
      options,
    });
    expect(propertyOptions(s.state, 'bm', 'name')).toEqual({ status: 'loaded', options });
    expect(propertyOptions(s.state, 'bm', 'domainProfileId')).toEqual({ status: 'loading' });
    s.received(cartWith(buildItem({ id: 'other' })), 'remove-item');
    expect(propertyOptions(s.state, 'bm', 'name')).toEqual({ status: 'loading' });
  });
});

describe('Business Mail notices', () => {
  const keys = (i: CartItem, counts: LicenseCounts) => businessMailNotices(i, counts).map((n) => n.key);

  it('asks for more licences below the minimum or when the provider says there are too few', () => {
    const strict = mail(undefined, { properties: { minimumNumberOfLicenses: 3 } });
    expect(keys(strict, { basic: 2, advanced: 0, premium: 0 })).toEqual(['business_mail.notice.increase']);
    expect(keys(strict, { basic: 3, advanced: 0, premium: 0 })).toEqual([]);
    const flagged = mail(undefined, { properties: { hasEnoughNumberOfLicenses: false } });
    expect(keys(flagged, { basic: 5, advanced: 0, premium: 0 })).toEqual(['business_mail.notice.increase']);
  });

  it('names the free trial minimum and the Premium minimum with the minimum count', () => {
    const trial = mail(undefined, { properties: { freeTrial: true, minimumNumberOfLicenses: 2 } });
    expect(businessMailNotices(trial, { basic: 1, advanced: 0, premium: 1 })).toEqual([
      { key: 'business_mail.notice.free_trial', values: { minimum: 2 } },
      { key: 'business_mail.notice.premium', values: { minimum: 2 } },
    ]);
  });
});

/**
 * The cart-extras read model and its selectors: the note checkbox and draft, the coupon panel,
 * the continue button and quick-order block, the donation block and the side summary.
 */
import { describe, expect, it } from 'vitest';
import {
  cartSummary,
  continueButton,
  couponPanel,
  donationView,
  noteOpen,
  noteText,
  quickOrderBlock,
} from '../../projections/cart-extras/selectors';
import { buildCart, buildDonation, buildError, session, user } from '../support/builders';

const coupon = {
  code: 'WELCOME10',
  bonuses: [{ property: 'price', value: 10, percentage: true, bonusHint: '10 % off' }],
};
const donation = buildDonation();

describe('the note', () => {
  it('is open when the cart has a note and shows it', () => {
    const s = session()
      .boot()
      .received(buildCart({ note: 'Call me' }));
    expect(noteOpen(s.state)).toBe(true);
    expect(noteText(s.state)).toBe('Call me');
  });

  it('is closed without a note until the customer checks the box', () => {
    const s = session().boot().received(buildCart());
    expect(noteOpen(s.state)).toBe(false);
    s.emit('cart-extras/note-toggled', { open: true });
    expect(noteOpen(s.state)).toBe(true);
    expect(noteText(s.state)).toBe('');
  });

  it('shows what the customer typed, also after a failed call and a newer cart', () => {
    const s = session()
      .boot()
      .received(buildCart({ note: 'old' }));
    s.emit('cart-extras/note-edited', { text: ' new text ' });
    s.emit('cart/command-failed', {
      command: 'set-note',
      commandId: 'c1',
      error: buildError({ messageKey: 'validation.too_long' }),
    });
    s.received(buildCart({ note: 'old' }), 'load');
    expect(noteText(s.state)).toBe(' new text ');
  });

  it('empties the text when unchecked, so checking again starts blank', () => {
    const s = session()
      .boot()
      .received(buildCart({ note: 'Call me' }));
    s.emit('cart-extras/note-toggled', { open: false });
    expect(noteOpen(s.state)).toBe(false);
    s.emit('cart-extras/note-toggled', { open: true });
    expect(noteText(s.state)).toBe('');
  });

  it('starts over on cart/reset', () => {
    const s = session().boot().received(buildCart()).emit('cart-extras/note-edited', { text: 'x' });
    s.emit('cart/reset', { reason: 'cart.not_found' });
    expect(s.state.cartExtras.note).toEqual({ open: null, draft: null });
  });
});

describe('the coupon panel', () => {
  it('is behind a toggle while the cart has no coupon', () => {
    const s = session().boot().received(buildCart());
    expect(couponPanel(s.state)).toMatchObject({ open: false, toggleable: true });
    s.emit('cart-extras/coupon-panel-toggled', { open: true });
    expect(couponPanel(s.state)).toMatchObject({ open: true, toggleable: true });
  });

  it('is open, without a toggle, while the cart has coupons', () => {
    const cart = buildCart();
    const s = session()
      .boot()
      .received({ ...cart, summary: { ...cart.summary, coupons: [coupon] } });
    expect(couponPanel(s.state)).toMatchObject({ open: true, toggleable: false, coupons: [coupon] });
  });

  it('gives the form a new key after a successful add only', () => {
    const s = session().boot().received(buildCart());
    s.emit('cart/command-started', { command: 'add-coupon', commandId: 'c1' });
    expect(couponPanel(s.state)).toMatchObject({ adding: true, formKey: 0 });
    s.emit('cart/command-failed', { command: 'add-coupon', commandId: 'c1', error: buildError() });
    expect(couponPanel(s.state)).toMatchObject({ adding: false, formKey: 0 });
    s.emit('cart/command-started', { command: 'add-coupon', commandId: 'c2' });
    s.received(buildCart(), 'add-coupon', 'c2');
    expect(couponPanel(s.state)).toMatchObject({ adding: false, formKey: 1 });
  });
});

describe('the continue button', () => {
  it('opens the login panel for an anonymous visitor, as the primary action', () => {
    const s = session().boot().received(buildCart());
    expect(continueButton(s.state)).toEqual({
      action: 'login',
      variant: 'primary',
      disabled: false,
      next: 'billing-profile',
    });
  });

  it("validates for a logged-in customer, as a secondary action, towards the workflow's second step", () => {
    expect(continueButton(session().boot().received(buildCart({ user })).state)).toMatchObject({
      action: 'validate',
      variant: 'secondary',
      next: 'billing-profile',
    });
    expect(continueButton(session().boot({ workflow: 2 }).received(buildCart({ user })).state).next).toBe(
      'domain-profile',
    );
  });

  it('is disabled while the cart is proceeding and until the validation is answered', () => {
    const s = session().boot().received(buildCart({ user }));
    s.emit('cart/validate-requested', { next: 'billing-profile' });
    expect(continueButton(s.state).disabled).toBe(true);
    s.emit('cart/command-started', { command: 'validate', commandId: 'c1' });
    s.emit('cart/command-failed', { command: 'validate', commandId: 'c1', error: buildError() });
    expect(continueButton(s.state).disabled).toBe(false);
    s.emit('cart/command-started', { command: 'set-note', commandId: 'c2' });
    expect(continueButton(s.state).disabled).toBe(true);
  });
});

describe('the quick-order block', () => {
  it('is a login link for an anonymous visitor and a button for a customer', () => {
    expect(quickOrderBlock(session().boot().received(buildCart()).state).mode).toBe('login-link');
    expect(quickOrderBlock(session().boot().received(buildCart({ user })).state).mode).toBe('button');
  });

  it('spins from the click until the quick order is answered', () => {
    const s = session().boot().received(buildCart({ user }));
    s.emit('cart-extras/quick-order-requested', {});
    expect(quickOrderBlock(s.state).running).toBe(true);
    s.emit('cart/command-started', { command: 'quick-order', commandId: 'c1' });
    s.received(buildCart({ user }), 'quick-order', 'c1');
    expect(quickOrderBlock(s.state).running).toBe(false);
  });
});

describe('the donation block', () => {
  it('is absent for a company without the donation', () => {
    expect(donationView(session().boot().received(buildCart()).state)).toBeNull();
  });

  it('offers the three round-up versions and tells which one is chosen', () => {
    const s = session().boot().received(buildCart({ donation }));
    expect(donationView(s.state)).toMatchObject({ chosen: null, options: donation.options, busy: false });
    const current = {
      roundUpVersion: 'v2',
      customDonation: null,
      donationVatExcluded: 0.75,
      donationVatIncluded: 0.9,
    };
    s.received(buildCart({ donation: { ...donation, current } }));
    expect(donationView(s.state)).toMatchObject({ chosen: 'v2', donationVatIncluded: 0.9 });
  });

  it('tells a custom amount apart', () => {
    const current = {
      roundUpVersion: null,
      customDonation: 5,
      donationVatExcluded: 4.07,
      donationVatIncluded: 5,
    };
    const s = session()
      .boot()
      .received(buildCart({ donation: { ...donation, current } }));
    expect(donationView(s.state)).toMatchObject({ chosen: 'custom', customDonation: 5 });
  });
});

describe('the side summary', () => {
  it('gives count, prices, the VAT amount to 2 places, discount, currency and coupons', () => {
    const cart = buildCart();
    const summary = {
      ...cart.summary,
      count: 3,
      price: { vatExcluded: 10.1, vatIncluded: 12.42, vatOnly: 2.32, vatPercentage: 23 },
      discount: 1.5,
      coupons: [coupon],
    };
    expect(
      cartSummary(
        session()
          .boot()
          .received({ ...cart, summary }).state,
      ),
    ).toEqual({
      count: 3,
      vatExcluded: 10.1,
      vatIncluded: 12.42,
      vatAmount: 2.32,
      vatPercentage: 23,
      discount: 1.5,
      currency: 'EUR',
      currencySymbol: '€',
      coupons: [coupon],
    });
  });
});

/**
 * The layout selectors: the login drawer's states, the mini cart (count, total, where it leads while
 * commands run), the account entry, and what the host-site take-over recorded.
 */
import { describe, expect, it } from 'vitest';
import {
  accountView,
  loginPanelView,
  miniCart,
  miniCartTarget,
  secondStepFor,
} from '../../projections/layout/selectors';
import { buildCart, buildItem, session, user } from '../support/builders';

const twoItems = buildCart({
  items: [
    buildItem({ id: 'a' }),
    buildItem({ id: 'b', price: { vatExcluded: 10.5, discountReason: null, originalPrice: null } }),
  ],
});

describe('the login drawer', () => {
  it('opens from hidden to login and closes back to hidden', () => {
    const s = session().emit('ui/side-panel-opened', { panel: 'login' });
    expect(loginPanelView(s.state)).toEqual({ open: true, loggingIn: false, registering: false });
    expect(loginPanelView(s.emit('ui/side-panel-closed', {}).state).open).toBe(false);
  });

  it('shows the login button loading once login has started', () => {
    const s = session().emit('ui/side-panel-opened', { panel: 'login' }).emit('ui/login-started', {});
    expect(loginPanelView(s.state)).toMatchObject({ open: true, loggingIn: true });
  });

  it('shows the register button loading until the drawer closes', () => {
    const s = session()
      .emit('ui/side-panel-opened', { panel: 'login' })
      .emit('layout/register-requested', {});
    expect(loginPanelView(s.state).registering).toBe(true);
    expect(loginPanelView(s.emit('ui/side-panel-closed', {}).state).registering).toBe(false);
  });

  it('leads register and login to billing profile, or to the domain profile in the Swedish workflow', () => {
    expect(secondStepFor(1)).toBe('billing-profile');
    expect(secondStepFor(2)).toBe('domain-profile');
  });
});

describe('the mini cart', () => {
  it('shows nothing before the cart has loaded', () => {
    expect(miniCart(session().state)).toBeNull();
  });

  it('counts the items and totals the cart without VAT', () => {
    expect(miniCart(session().received(twoItems).state)).toEqual({ count: 2, total: 49.5, currency: 'EUR' });
  });

  it('goes to the cart when nothing runs', () => {
    expect(miniCartTarget(session().received(twoItems).state)).toBe('/checkout');
  });

  it('stays put while a cart-level command (validation before step two) is proceeding', () => {
    const s = session()
      .received(twoItems)
      .emit('cart/command-started', { command: 'validate', commandId: 'v1' });
    expect(miniCartTarget(s.state)).toBeNull();
    expect(miniCartTarget(s.received(twoItems, 'validate', 'v1').state)).toBe('/checkout');
  });

  it('still goes to the cart while only an item command runs', () => {
    const s = session()
      .received(twoItems)
      .emit('cart/command-started', { command: 'update-item', itemId: 'a', commandId: 'u1' });
    expect(miniCartTarget(s.state)).toBe('/checkout');
  });

  it('stays put while the checkout runs, and moves again once it failed', () => {
    const s = session().received(twoItems).emit('checkout/started', { commandId: 'cmd-9' });
    expect(miniCartTarget(s.state)).toBeNull();
    s.emit('checkout/failed', {
      error: {
        kind: 'http',
        status: 422,
        messageKey: 'order.not_created',
        key: 'order.not_created',
        violations: [],
      },
    });
    expect(miniCartTarget(s.state)).toBe('/checkout');
  });
});

describe('the account entry', () => {
  it('offers login to an anonymous visitor and names the customer once logged in', () => {
    expect(accountView(session().received(twoItems).state)).toEqual({ loggedIn: false });
    expect(accountView(session().received(buildCart({ user })).state)).toEqual({
      loggedIn: true,
      login: 'jana',
      loggingOut: false,
    });
  });

  it('says the logout is on its way once the customer asked for it', () => {
    const s = session().received(buildCart({ user })).emit('ui/logout-requested', {});
    expect(accountView(s.state)).toMatchObject({ loggedIn: true, loggingOut: true });
  });
});

describe('the host-site take-over', () => {
  it('records each part taken over and how the polling ended', () => {
    const s = session()
      .emit('layout/host-part-taken-over', { part: 'login', count: 2 })
      .emit('layout/host-part-taken-over', { part: 'language', count: 1 })
      .emit('layout/host-take-over-finished', { outcome: 'gave-up', missing: ['mini-cart'], afterMs: 10000 });
    expect(s.state.layout.hostTakeOver).toEqual({
      status: 'gave-up',
      taken: ['login', 'language'],
      missing: ['mini-cart'],
    });
  });

  it('is polling until told otherwise, and records the Swedish skip', () => {
    expect(session().state.layout.hostTakeOver.status).toBe('polling');
    const s = session().emit('layout/host-take-over-finished', {
      outcome: 'skipped',
      missing: [],
      afterMs: 0,
    });
    expect(s.state.layout.hostTakeOver.status).toBe('skipped');
  });
});

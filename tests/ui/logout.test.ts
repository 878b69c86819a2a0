/**
 * Logout as a full-page redirect (spec §7, contract §1.10): the URL it builds, the page handed to
 * the browser once however often it is asked, the stored user step dropped; and login,
 * started twice by two 401 replies at once, leaving only once.
 */
import { describe, expect, it } from 'vitest';
import { loginEffect } from '../../src/effects/ui/login';
import { logoutEffect, logoutUrlFor } from '../../src/effects/ui/logout';
import { USER_STEP_KEY, userStepStorageEffect } from '../../src/effects/steps/user-step-storage';
import { harness } from '../support/effect-harness';

describe('the logout redirect of contract §1.10', () => {
  it('asks the login service to log out and come back to the cart, in the current language', () => {
    const h = harness({});
    h.browser.path = '/checkout/order';
    h.browser.query = '?step=payment-method';
    const url = new URL(logoutUrlFor(h.deps));
    expect(url.origin + url.pathname).toBe('https://login.test/');
    expect(url.searchParams.get('logout')).toBe('true');
    expect(url.searchParams.get('returnUrl')).toBe('https://shop.test/checkout');
    expect(url.searchParams.get('language')).toBe('sk-SK');
    expect(url.searchParams.has('step')).toBe(false);
  });

  it('comes back to the domain checker, query included, when the customer is on it', () => {
    const h = harness({});
    h.browser.path = '/domain-checker';
    h.browser.query = '?qd=a.sk';
    expect(new URL(logoutUrlFor(h.deps)).searchParams.get('returnUrl')).toBe(
      'https://shop.test/domain-checker?qd=a.sk',
    );
  });
});

describe('the logout effect', () => {
  it('hands the page to the browser once, however often logout is pressed', () => {
    const h = harness({});
    logoutEffect(h.deps);
    h.log.append('ui/logout-requested', {});
    h.log.append('ui/logout-requested', {});
    expect(h.browser.assigned).toHaveLength(1);
    expect(h.browser.assigned[0]).toMatch(/^https:\/\/login\.test\/\?logout=true&returnUrl=/);
    const left = h.log.all().filter((e) => e.type === 'nav/left-app');
    expect(left.map((e) => e.payload)).toEqual([{ url: h.browser.assigned[0], reason: 'logout' }]);
  });

  it('drops the stored user step on logout (the user-step storage effect, on the same intent)', () => {
    const h = harness({});
    h.deps.storage.setItem(USER_STEP_KEY, JSON.stringify({ step: 'payment-method', cartUuid: 'cart-1' }));
    userStepStorageEffect(h.deps);
    logoutEffect(h.deps);
    h.log.append('ui/logout-requested', {});
    expect(h.deps.storage.getItem(USER_STEP_KEY)).toBeNull();
  });
});

describe('the login effect', () => {
  it('leaves for the login page once when two replies answer 401 at the same time', () => {
    const h = harness({});
    loginEffect(h.deps);
    h.log.append('ui/login-started', {});
    h.log.append('ui/login-started', {});
    expect(h.browser.assigned).toHaveLength(1);
    expect(h.types().filter((t) => t === 'nav/left-app')).toHaveLength(1);
  });
});

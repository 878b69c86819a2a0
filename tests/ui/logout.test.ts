/**
 * Logout as a full-page redirect (spec §7, contract §1.10): the URL it builds, the page handed to
 * the browser once however often it is asked, the customer's stored data removed before it leaves
 * (decision 041; a completed order removes it too); and login, started twice by two 401 replies at
 * once, leaving only once.
 */
import { describe, expect, it } from 'vitest';
import { loginEffect } from '../../src/effects/ui/login';
import { logoutEffect, logoutUrlFor } from '../../src/effects/ui/logout';
import { DOMAIN_DRAFT_KEY, FORM_DRAFTS_KEY, forgetCustomerEffect } from '../../src/effects/customer-data';
import {
  TRANSFER_DATA_KEY,
  USER_STEP_KEY,
  userStepStorageEffect,
} from '../../src/effects/steps/user-step-storage';
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

  it("removes the customer's data from local storage before the page is handed over, and only theirs", () => {
    const h = harness({});
    const { storage } = h.deps;
    const customer = {
      [USER_STEP_KEY]: JSON.stringify({ step: 'payment-method', cartUuid: 'cart-1' }),
      [DOMAIN_DRAFT_KEY]: JSON.stringify({ values: { passport: 'AB123456', birthday: '1985-04-12' } }),
      [FORM_DRAFTS_KEY]: JSON.stringify({ forms: [{ form: 'signup', values: { street: 'Hlavná 1' } }] }),
      [TRANSFER_DATA_KEY]: JSON.stringify({ iban: 'SK31 1200 0000 1987 4263 7541' }),
    };
    const notTheirs = {
      'mock-provider:state:v1': '{"version":1}',
      'devtools:config-override': '{}',
      'checkout.tutorialShownFor': 'cart-1',
    };
    for (const [key, value] of Object.entries({ ...customer, ...notTheirs })) storage.setItem(key, value);
    const leftWith: (string | null)[] = [];
    const assign = h.browser.assign.bind(h.browser);
    h.browser.assign = (url) => {
      leftWith.push(...Object.keys(customer).map((key) => storage.getItem(key)));
      assign(url);
    };
    for (const effect of [userStepStorageEffect, forgetCustomerEffect, logoutEffect]) effect(h.deps);
    h.log.append('ui/logout-requested', {});
    expect(h.browser.assigned).toHaveLength(1);
    expect(leftWith).toEqual([null, null, null, null]);
    for (const [key, value] of Object.entries(notTheirs)) expect(storage.getItem(key), key).toBe(value);
  });

  it('forgets the customer on the mock login page logging out too, and not on a login', () => {
    const h = harness({});
    forgetCustomerEffect(h.deps);
    h.deps.storage.setItem(DOMAIN_DRAFT_KEY, '{}');
    h.log.append('nav/left-app', { url: '/en/checkout', reason: 'mock-login' });
    h.log.append('nav/left-app', { url: 'https://login.test/?returnUrl=x', reason: 'login' });
    expect(h.deps.storage.getItem(DOMAIN_DRAFT_KEY)).toBe('{}');
    h.log.append('nav/left-app', { url: '/en/checkout', reason: 'mock-logout' });
    expect(h.deps.storage.getItem(DOMAIN_DRAFT_KEY)).toBeNull();
  });
});

describe('a completed order', () => {
  it("removes the customer's drafts and step, and keeps only the order's own transfer details for its thank-you page", () => {
    const h = harness({});
    forgetCustomerEffect(h.deps);
    const { storage } = h.deps;
    storage.setItem(USER_STEP_KEY, '{"step":"recapitulation","cartUuid":"cart-1"}');
    storage.setItem(DOMAIN_DRAFT_KEY, '{"values":{"idCard":"EA123456"}}');
    storage.setItem(FORM_DRAFTS_KEY, '{"forms":[{"form":"billing","values":{"street":"Hlavná 1"}}]}');
    storage.setItem(TRANSFER_DATA_KEY, '{"vs":"2024000001"}');
    h.log.append('nav/changed', { path: '/thank-you', search: '?messageKey=fail' });
    expect(storage.getItem(DOMAIN_DRAFT_KEY)).not.toBeNull();
    h.log.append('nav/changed', { path: '/en/thank-you', search: '?messageKey=transfer' });
    expect(storage.getItem(DOMAIN_DRAFT_KEY)).toBeNull();
    expect(storage.getItem(FORM_DRAFTS_KEY)).toBeNull();
    expect(storage.getItem(USER_STEP_KEY)).toBeNull();
    expect(storage.getItem(TRANSFER_DATA_KEY)).toBe('{"vs":"2024000001"}');
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

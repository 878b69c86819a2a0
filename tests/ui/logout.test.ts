/**
 * Logout as a full-page redirect (spec §7, contract §1.10): the URL it builds, the page handed to
 * the browser once however often it is asked, the customer's stored data removed before it leaves
 * (decision 041; a completed order removes it too), even when the navigation rule refuses the
 * logout URL, and the site's other tabs told to forget theirs (issue 30); and login, started twice by
 * two 401 replies at once, leaving only once.
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
import { logoutElsewhereEffect } from '../../src/effects/ui/logout-elsewhere';
import type { OtherTabsPort } from '../../src/effects/runtime/page-ports';

/** Tabs of one site: what one announces, every other one hears. */
function site() {
  const tabs: { listeners: Set<() => void>; announced: number }[] = [];
  const tab = (): OtherTabsPort & { announced: () => number } => {
    const me = { listeners: new Set<() => void>(), announced: 0 };
    tabs.push(me);
    return {
      announceLogout() {
        me.announced += 1;
        for (const other of tabs) if (other !== me) for (const l of other.listeners) l();
      },
      onLogout(listener) {
        me.listeners.add(listener);
        return () => me.listeners.delete(listener);
      },
      announced: () => me.announced,
    };
  };
  return { tab };
}

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

describe('a logout the navigation rule refuses, and the other tabs', () => {
  it('still leaves nothing of the customer in this tab, and tells the other tabs', () => {
    // The login service's origin is not among the allowed ones: the rule refuses the logout URL.
    const h = harness({}, { allowedOrigins: ['https://pay.test'] });
    const tabs = site();
    const here = tabs.tab();
    h.deps.otherTabs = here;
    h.deps.storage.setItem(USER_STEP_KEY, JSON.stringify({ step: 'payment-method', cartUuid: 'cart-1' }));
    h.deps.storage.setItem(FORM_DRAFTS_KEY, '{"forms":[]}');
    h.deps.tabStorage?.setItem(FORM_DRAFTS_KEY, JSON.stringify({ values: { street: 'Hlavná 1' } }));
    for (const effect of [forgetCustomerEffect, logoutEffect]) effect(h.deps);
    h.log.append('ui/logout-requested', {});
    expect(h.types()).toContain('nav/redirect-refused');
    expect(h.browser.assigned).toEqual([]);
    expect(h.deps.storage.getItem(USER_STEP_KEY)).toBeNull();
    expect(h.deps.storage.getItem(FORM_DRAFTS_KEY)).toBeNull();
    expect(h.deps.tabStorage?.getItem(FORM_DRAFTS_KEY)).toBeNull();
    expect(here.announced()).toBe(1);
  });

  it('makes another tab forget what it keeps and say that the customer logged out elsewhere', () => {
    const tabs = site();
    const here = harness({});
    const there = harness({});
    here.deps.otherTabs = tabs.tab();
    there.deps.otherTabs = tabs.tab();
    there.deps.tabStorage?.setItem(FORM_DRAFTS_KEY, JSON.stringify({ values: { street: 'Hlavná 1' } }));
    for (const effect of [forgetCustomerEffect, logoutEffect]) effect(here.deps);
    for (const effect of [forgetCustomerEffect, logoutEffect, logoutElsewhereEffect]) effect(there.deps);
    here.log.append('ui/logout-requested', {});
    expect(there.types()).toEqual(['session/logged-out-elsewhere', 'messages/shown']);
    expect(there.log.last()?.payload).toEqual({
      path: 'general',
      message: { translationKey: 'session.logged_out_elsewhere', type: 'info' },
    });
    expect(there.deps.tabStorage?.getItem(FORM_DRAFTS_KEY)).toBeNull();
    // The tab that heard it does not leave, nor tell the others again.
    expect(there.browser.assigned).toEqual([]);
    expect(here.types()).not.toContain('session/logged-out-elsewhere');
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

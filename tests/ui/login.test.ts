/**
 * The login redirect of contract §1.10: the return URL (cart or domain checker), the second step of
 * the workflow and the language, on an in-app or an external login page.
 */
import { describe, expect, it } from 'vitest';
import { loginUrlFor } from '../../src/effects/ui/login';
import { logoutUrlFor } from '../../src/effects/ui/logout';
import { harness } from '../support/effect-harness';

describe('the login redirect of contract §1.10', () => {
  it('returns to the cart with the second step and the language', () => {
    const h = harness({});
    h.browser.path = '/checkout';
    const url = new URL(loginUrlFor(h.deps));
    expect(url.origin + url.pathname).toBe('https://login.test/');
    expect(url.searchParams.get('returnUrl')).toBe('https://shop.test/checkout');
    expect(url.searchParams.get('step')).toBe('billing-profile');
    expect(url.searchParams.get('language')).toBe('sk-SK');
  });

  it('returns to the domain checker, query included, when the customer is on it', () => {
    const h = harness({});
    h.browser.path = '/domain-checker';
    h.browser.query = '?qd=a.sk&freeOnly=true';
    const url = new URL(loginUrlFor(h.deps));
    expect(url.searchParams.get('returnUrl')).toBe('https://shop.test/domain-checker?qd=a.sk&freeOnly=true');
  });

  it('opens the domain-profile step after login in the Swedish workflow', () => {
    const h = harness({}, { company: 'se-ws', workflow: 2 });
    expect(new URL(loginUrlFor(h.deps)).searchParams.get('step')).toBe('domain-profile');
  });

  it('keeps the language prefix on an in-app login page (mock mode), so it shows the customer’s language', () => {
    const h = harness({}, { loginUrl: '/mock-login' });
    const english = { ...h.deps, languagePrefix: () => '/en', locale: () => 'en-US' };
    expect(loginUrlFor(english)).toMatch(/^\/en\/mock-login\?/);
    expect(logoutUrlFor(english)).toMatch(/^\/en\/mock-login\?logout=true/);
    expect(loginUrlFor(h.deps)).toMatch(/^\/mock-login\?/);
  });

  it('leaves a login service on its own origin as configured', () => {
    const h = harness({});
    const english = { ...h.deps, languagePrefix: () => '/en', locale: () => 'en-US' };
    expect(loginUrlFor(english)).toMatch(/^https:\/\/login\.test\/\?/);
  });
});

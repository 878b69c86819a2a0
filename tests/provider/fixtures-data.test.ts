/**
 * The fixture data itself: company variants and their app config, seeded builders being
 * deterministic for a seed and contract-shaped, catalogue prices, and state snapshots that
 * restore to the same world.
 */
import { describe, expect, it } from 'vitest';
import { AppConfig } from '../../events/contract/app-config';
import { Cart } from '../../events/contract/cart';
import { PaymentOptionGroup } from '../../events/contract/payment';
import { BillingProfile, DomainProfile } from '../../events/contract/profiles';
import { appConfigFor, companies, companyByCode } from '../../fixtures/companies';
import { hostingSizes, priceList } from '../../fixtures/catalogue';
import { buildCart } from '../../fixtures/builders/carts';
import { buildSeedData, seededCustomers } from '../../fixtures/builders/customers';
import { buildPaymentGroups } from '../../fixtures/builders/payment-groups';
import { performMockLogin } from '../../fixtures/provider/login-standin';
import { ensureCart, getOrCreateSession } from '../../fixtures/provider/sessions';
import { createStore } from '../../fixtures/provider/state';
import { providerLinks } from '../../src/ui/provider-links';

describe('company variants', () => {
  it('has the ten variants, one donation company and the Swedish workflow in the Nordic ones', () => {
    expect(companies.map((c) => c.code)).toEqual([
      'sk-ws',
      'cz-ws',
      'hu-ws',
      'se-ws',
      'hu-skws',
      'sk-a24',
      'cz-a24',
      'at-ws',
      'se-lp',
      'no-lp',
    ]);
    expect(companies.filter((c) => c.donation).map((c) => c.code)).toEqual(['sk-ws']);
    expect(companies.filter((c) => c.workflow === 2).map((c) => c.code)).toEqual(['se-ws', 'se-lp', 'no-lp']);
    expect(companyByCode('hu-skws')?.languages).toEqual(['hu-HU', 'sk-SK', 'en-US']);
    expect(companyByCode('nope')).toBeUndefined();
  });

  it("builds an app config the app accepts, with the variant's currency, languages and workflow", () => {
    for (const c of companies) {
      const config = AppConfig.parse(
        appConfigFor(c.code, {
          apiUrl: '/api',
          validationApiUrl: '/validation-api',
          loginUrl: '/login',
          mock: true,
        }),
      );
      expect(config).toMatchObject({
        company: c.code,
        currency: c.currency.name,
        languages: c.languages,
        workflow: c.workflow,
        mock: true,
      });
    }
  });
});

describe('outside links and helpdesk hours per company (decision 056)', () => {
  const configOf = (code: (typeof companies)[number]['code']) =>
    AppConfig.parse(appConfigFor(code, { apiUrl: '/api', validationApiUrl: '/v', loginUrl: '/login' }));

  it("sends each company's customers to its own administration and support pages", () => {
    const admin = companies.map((c) => configOf(c.code).adminUrl);
    expect(configOf('cz-ws')).toMatchObject({
      adminUrl: 'https://admin.websupport.cz/',
      supportUrl: 'https://www.websupport.cz/podpora/',
    });
    expect(configOf('se-lp').adminUrl).toBe('https://customerzone.loopia.se/');
    for (const code of ['cz-ws', 'hu-ws', 'at-ws', 'se-ws'] as const) {
      expect(configOf(code).adminUrl).not.toContain('websupport.sk');
      expect(configOf(code).supportUrl).not.toContain('websupport.sk');
      expect(providerLinks(configOf(code)).webAdmin).toBe(configOf(code).adminUrl);
    }
    expect(new Set(admin.filter((a) => !a?.includes('websupport.sk'))).size).toBe(8);
  });

  it('has one company with a 24/7 helpdesk and the others at 09:00–17:00', () => {
    const hours = companies.map((c) => configOf(c.code).helpdeskHours);
    expect(hours.filter((h) => h === '24/7')).toHaveLength(1);
    expect(hours.filter((h) => h !== '24/7')).toEqual(
      Array.from({ length: 9 }, () => ({ opens: '09:00', closes: '17:00' })),
    );
  });
});

describe('catalogue', () => {
  it('lists yearly hosting marketing prices 39, 89 and 199', () => {
    expect(hostingSizes.map((s) => s.price.marketing)).toEqual([39, 89, 199]);
  });

  it('prices every product in every company currency, whole units outside the euro', () => {
    const czk = priceList('CZK');
    expect(czk['domain-register.sk']?.[12]).toBe(248);
    expect(
      Object.values(priceList('HUF'))
        .flatMap((p) => Object.values(p))
        .every((v) => v % 10 === 0),
    ).toBe(true);
  });
});

describe('seeded builders', () => {
  it('build the same cart for the same seed and a different one for another seed', () => {
    const a = buildCart({ seed: 7, items: 4, login: 'alice', withChoices: true });
    const b = buildCart({ seed: 7, items: 4, login: 'alice', withChoices: true });
    const c = buildCart({ seed: 8, items: 4 });
    expect(a).toEqual(b);
    expect(c.uuid).not.toBe(a.uuid);
    const cart = Cart.parse(a);
    expect(cart.items).toHaveLength(4);
    expect(cart.billingProfile?.id).toBe(1);
    expect(cart.user?.login).toBe('alice');
  });

  it('seed the documented customers with contract-shaped profiles, deterministically', () => {
    const data = buildSeedData(42);
    expect(data).toEqual(buildSeedData(42));
    expect(data.users.map((u) => u.login)).toEqual(seededCustomers.map((c) => c.login));
    for (const p of data.billingProfiles) BillingProfile.parse(p);
    for (const p of data.domainProfiles) DomainProfile.parse(p);
    const alice = data.users.find((u) => u.login === 'alice');
    expect(alice?.cards.map((c) => c.issuer)).toEqual(['visa']);
    expect(data.billingProfiles.filter((p) => p.userId === alice?.id)).toHaveLength(1);
    expect(data.domainProfiles.filter((p) => p.userId === alice?.id)).toHaveLength(1);
    expect(data.billingProfiles.find((p) => p.userId === 2)?.type).toBe('company');
    const fresh = data.users.find((u) => u.login === 'new');
    expect(data.billingProfiles.some((p) => p.userId === fresh?.id)).toBe(false);
  });

  it('build payment groups like the provider answers them', () => {
    const groups = buildPaymentGroups({ company: 'cz-ws', login: 'bob' }).map((g) =>
      PaymentOptionGroup.parse(g),
    );
    const card = groups.find((g) => g.id === 'card');
    expect(card?.paymentOptions.find((o) => o.id === 'card-bob-maestro')).toMatchObject({
      errors: ['payment.card_expired'],
      isDisabled: true,
    });
  });
});

describe('provider state', () => {
  it('restores a snapshot into the same world', () => {
    const store = createStore({ seed: 3 });
    const session = getOrCreateSession(store, 'abc');
    ensureCart(store, session);
    performMockLogin(store, { login: 'bob', sessionId: 'abc' });
    const copy = createStore({ seed: 3 });
    copy.restore(store.snapshot());
    expect(copy.state).toEqual(store.state);
    expect(copy.state.sessions.abc?.userId).toBe(2);
    expect(() => copy.restore('{"version":0}')).toThrow();
  });

  it('tells subscribers about every change so the browser can persist it', () => {
    const store = createStore();
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    performMockLogin(store, { login: 'alice' });
    store.setFaults({ status: 500 });
    expect(calls).toBe(2);
  });
});

// Guards the main journey for every company variant (issue 6): open the app in the company's default language, start from an empty cart, add a domain, and see it in the cart with the company's currency and texts.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { companyCodes } from '../events/contract/scalars';
import { companyByCode } from '../fixtures/companies';
import { formatPrice } from '../src/i18n/format';
import { openApp } from './helpers/app';
import { useCompany } from './helpers/company';
import { addDomain } from './helpers/domain';
import { seedSession } from './helpers/provider';

const texts = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../locales/${locale}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;

/** The currency as the company's language writes it: '€', 'Kč', 'Ft', 'kr'. */
const currencySign = (currency: string, locale: string) =>
  formatPrice(0, currency, locale).replace(/[\d\s.,\u00a0\u202f-]/g, '');

for (const code of companyCodes) {
  const company = companyByCode(code);
  if (!company) throw new Error(`unknown company ${code}`);
  const locale = company.languages[0] ?? 'en-US';
  const domain = `companies-e2e-${code}.${company.tlds[0] ?? 'com'}`;

  test(`${code}: a domain added to an empty cart shows in ${locale} with prices in ${company.currency.name}`, async ({
    page,
    baseURL,
  }) => {
    await useCompany(page, code);
    // Keeps the hosting tutorial from opening over the cart (see helpers/cart-items.ts).
    await page.context().addCookies([{ name: 'test', value: 'test', url: baseURL ?? '' }]);
    await openApp(page, '/checkout');
    await seedSession(page, { company: code, cart: 'empty', login: null });
    await addDomain(page, domain);
    await page.reload();

    const cart = page.getByRole('list', { name: texts(locale)['step.cart'] });
    await expect(cart).toBeVisible();
    const row = cart.getByRole('listitem').filter({ hasText: domain });
    await expect(row).toBeVisible();
    await expect(row.locator('.item-price__amount')).toContainText(
      currencySign(company.currency.name, locale),
    );
  });
}

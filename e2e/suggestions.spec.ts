// Guards the suggestions of the address form (issue 23 items 2 and 3, issue 33): a new customer in sk-ws types a city, picks a place with the keyboard and sees its postal code filled; picks a street, listed nearest the chosen city first, and sees it and its postal code filled; as a Slovak company picks a company of the register by name and sees its ids and address filled, and finds one by a company id beginning with zeros, which the register sends as a number (decision 079), filled with its 8 digits. The real set-up: places and register come from the mock provider over HTTP, under the CSP.
import { expect, test } from '@playwright/test';
import { seriousViolations } from './helpers/cart-items';
import { registerFromCart, signupForm as form } from './helpers/signup';

test.describe.configure({ timeout: 60_000 });

test.describe('a new customer in sk-ws filling the address', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await registerFromCart(page, 'sk-ws', baseURL ?? '', 'billing-profile');
  });

  // Titled without "keyboard": the `real` project skips keyboard-only runs, and this one is about the provider's places.
  test('types a city, picks a place with the arrow keys and Enter, and sees its postal code filled', async ({
    page,
  }) => {
    const city = form(page).getByRole('combobox', { name: 'City' });
    await city.pressSequentially('Ban');
    const list = form(page).getByRole('listbox', { name: 'City' });
    await expect(list.getByRole('option')).toHaveText([/^Banská Bystrica/, /^Banská Štiavnica/]);
    await expect(city).toHaveAttribute('aria-expanded', 'true');
    await expect(form(page).getByRole('status').filter({ hasText: 'Suggestions: 2' })).toHaveCount(1);

    await city.press('ArrowDown');
    await city.press('ArrowDown');
    await expect(list.getByRole('option', { name: /Štiavnica/ })).toHaveAttribute('aria-selected', 'true');
    await city.press('Enter');
    await expect(city).toHaveValue('Banská Štiavnica');
    await expect(city).toHaveAttribute('aria-expanded', 'false');
    await expect(form(page).getByLabel('Postal code', { exact: true })).toHaveValue('969 01');
    // Enter chose the place; it did not submit the form.
    await expect(form(page).getByText('Consent terms of service is required')).toHaveCount(0);
  });

  test('picks Bratislava, then a street of Bratislava listed first, and sees the street and its postal code filled', async ({
    page,
  }) => {
    const city = form(page).getByRole('combobox', { name: 'City' });
    await city.pressSequentially('Brat');
    await expect(form(page).getByRole('listbox', { name: 'City' }).getByRole('option')).toHaveText([
      /^Bratislava/,
    ]);
    await city.press('ArrowDown');
    await city.press('Enter');
    const postalCode = form(page).getByLabel('Postal code', { exact: true });
    await expect(postalCode).toHaveValue('811 01');

    const street = form(page).getByRole('combobox', { name: 'Street and number' });
    await street.pressSequentially('Nám');
    const list = form(page).getByRole('listbox', { name: 'Street and number' });
    // Biased to 5000 m around the chosen Bratislava: its street comes before Banská Bystrica's.
    await expect(list.getByRole('option')).toHaveText([
      /^Námestie slobody 811 06, Bratislava/,
      /^Námestie SNP 974 01, Banská Bystrica/,
    ]);
    await expect(form(page).getByRole('status').filter({ hasText: 'Suggestions: 2' })).toHaveCount(1);
    await street.press('ArrowDown');
    await street.press('Enter');
    await expect(street).toHaveValue('Námestie slobody');
    await expect(street).toHaveAttribute('aria-expanded', 'false');
    await expect(postalCode).toHaveValue('811 06');
    await expect(city).toHaveValue('Bratislava');
    await expect(form(page).getByText('Consent terms of service is required')).toHaveCount(0);
  });

  test('the open list of places passes axe', async ({ page }) => {
    await form(page).getByRole('combobox', { name: 'City' }).pressSequentially('Ban');
    await expect(form(page).getByRole('listbox', { name: 'City' }).getByRole('option')).toHaveCount(2);
    expect(await seriousViolations(page, '#order-step-billing-profile')).toEqual([]);
  });

  test('is told when no place matches, and keeps what was typed', async ({ page }) => {
    const city = form(page).getByRole('combobox', { name: 'City' });
    await city.pressSequentially('Atlantída');
    await expect(
      form(page).getByText('Place was not found, please try less specific first').first(),
    ).toBeVisible();
    await city.blur();
    await expect(city).toHaveValue('Atlantída');
  });

  test('as a Slovak company, picks a company of the register by name and sees its ids and address', async ({
    page,
  }) => {
    await form(page).getByRole('radio', { name: 'Company' }).check();
    const organisation = form(page).getByRole('combobox', { name: 'Company name' });
    await organisation.pressSequentially('hostinec');
    const list = form(page).getByRole('listbox', { name: 'Company name' });
    await expect(list.getByRole('option')).toHaveText([/^Hostinec U Dvoch Levov, s\.r\.o\. 47123456/]);
    await organisation.press('ArrowDown');
    await organisation.press('Enter');
    await expect(organisation).toHaveValue('Hostinec U Dvoch Levov, s.r.o.');
    const field = (label: string) => form(page).getByLabel(new RegExp(`^${label}( \\(optional\\))?$`));
    await expect(field('Company ID')).toHaveValue('47123456');
    await expect(field('Tax ID')).toHaveValue('2023456789');
    await expect(field('VAT ID')).toHaveValue('');
    await expect(form(page).getByRole('combobox', { name: 'Street and number' })).toHaveValue('Hlavná 27');
    await expect(form(page).getByRole('combobox', { name: 'City' })).toHaveValue(
      'Košice - mestská časť Staré Mesto',
    );
    await expect(field('Postal code')).toHaveValue('040 01');
  });

  test('as a Slovak company, finds a company by an id beginning with zeros and sees it filled with 8 digits', async ({
    page,
  }) => {
    await form(page).getByRole('radio', { name: 'Company' }).check();
    const organisation = form(page).getByRole('combobox', { name: 'Company name' });
    await organisation.pressSequentially('00612345');
    const list = form(page).getByRole('listbox', { name: 'Company name' });
    await expect(list.getByRole('option')).toHaveText([/^Záhradníctvo Ruža, družstvo 00612345/]);
    await organisation.press('ArrowDown');
    await organisation.press('Enter');
    const field = (label: string) => form(page).getByLabel(new RegExp(`^${label}( \\(optional\\))?$`));
    await expect(field('Company ID')).toHaveValue('00612345');
    await expect(field('Tax ID')).toHaveValue('2020001234');
  });
});

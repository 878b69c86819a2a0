// Guards the server, monitoring and management contact forms in both set-ups: each inquiry sent from the offer's page, a taken server name, and an unknown uuid with its message and a way back.
import { expect, test, type Page } from '@playwright/test';
import { openApp } from './helpers/app';
import { seedProvider } from './helpers/provider';

const SERVER_UUID = '6f1c2a4e-8b0d-4c39-9a51-0d2b7e6f3a01';

async function fillContact(page: Page): Promise<void> {
  await page.getByLabel('Your name').fill('Jana Nováková');
  await page.getByLabel('E-mail').fill('jana@example.sk');
  await page.getByLabel('Phone').fill('+421900123456');
  await page.getByLabel('Note').fill('Please call me in the morning.');
}

test.beforeEach(async ({ page }) => {
  await openApp(page, '/en/');
  await seedProvider(page, { cart: 'empty', login: null });
});

test('the dedicated server inquiry is sent from the offer page', async ({ page }) => {
  await openApp(page, `/en/server/${SERVER_UUID}`);
  await expect(page.getByRole('heading', { name: 'Dedicated server inquiry' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Dell Intel Xeon E-2388G/ })).toBeVisible();
  await page.getByLabel('Server name').fill(`e2e${Date.now()}`);
  await fillContact(page);
  await page.getByLabel('Rental period').selectOption({ label: '1 month' });
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have received your inquiry' })).toBeVisible();
});

test('a taken server name is named while typing and refused', async ({ page }) => {
  await openApp(page, `/en/server/${SERVER_UUID}`);
  await page.getByLabel('Server name').fill('server1');
  await expect(page.getByText('Server name is already taken, please choose another')).toBeVisible();
  await fillContact(page);
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByText('Server name is already taken, please choose another')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'We have received your inquiry' })).toHaveCount(0);
});

for (const [variant, title] of [
  ['monitoring', 'Server monitoring inquiry'],
  ['management', 'Server management inquiry'],
] as const) {
  test(`the ${variant} inquiry is sent`, async ({ page }) => {
    await openApp(page, `/en/${variant}/${SERVER_UUID}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await fillContact(page);
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We have received your inquiry' })).toBeVisible();
  });
}

test('the form names what is wrong before anything is sent', async ({ page }) => {
  await openApp(page, `/en/monitoring/${SERVER_UUID}`);
  await page.getByLabel('E-mail').fill('jana@');
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByText('Email format is not valid')).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
});

test('an unknown uuid says the offer was not found and leads back', async ({ page }) => {
  await openApp(page, '/en/server/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert').filter({ hasText: 'The server offer was not found.' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/en\/(checkout|empty-cart)$/);
});

test('a customer who corrects the e-mail sends with one click, and an unchanged field keeps its message', async ({
  page,
}) => {
  await openApp(page, `/en/monitoring/${SERVER_UUID}`);
  await page.getByLabel('Your name').fill('Jana Nováková');
  await page.getByLabel('E-mail').fill('jana@');
  await page.getByLabel('Phone').fill('12');
  const send = page.getByRole('button', { name: 'Send inquiry' });
  await send.click();
  await expect(page.getByText('Email format is not valid')).toBeVisible();
  await expect(page.getByText('Invalid phone number')).toBeVisible();
  // Leaving the phone unchanged keeps its message.
  await page.getByLabel('Phone').focus();
  await page.getByLabel('Your name').focus();
  await expect(page.getByText('Invalid phone number')).toBeVisible();
  await page.getByLabel('Phone').fill('+421900123456');
  await page.getByLabel('E-mail').fill('jana@example.sk');
  // The button stays where it is when the e-mail loses focus, so the one press lands on it.
  const box = await send.boundingBox();
  await page.getByLabel('E-mail').blur();
  expect(await send.boundingBox()).toEqual(box);
  await page.getByLabel('E-mail').focus();
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'We have received your inquiry' })).toBeVisible();
});

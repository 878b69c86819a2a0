// Guards the creates whose reply is lost after the provider carried them out (issue 30, decision 076): a new customer in sk-ws signs up with the reply dropped and is told the account may exist and offered the login, and the login finds that one account and goes on logged in; hana saves a new billing profile with the reply dropped and ends with exactly one such profile at the provider, selected on the cart.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { alice, startOrder, stepBlock, type Customer } from './helpers/checkout';
import { loginAs } from './helpers/login';
import { providerApi, setFaults } from './helpers/provider';
import { fillSignup, registerFromCart, signupForm, uniqueLogin } from './helpers/signup';

test.describe.configure({ timeout: 60_000 });

const MAY_EXIST = 'Your account may have been created. Log in to continue.';

test('a sign-up whose reply is lost: told the account may exist, offered the login, which goes on with it', async ({
  page,
  baseURL,
}) => {
  await registerFromCart(page, 'sk-ws', baseURL ?? '', 'billing-profile');
  const login = uniqueLogin('lost');
  await fillSignup(page, login);
  await expect(signupForm(page).getByText('This login is available')).toBeVisible({ timeout: 10_000 });
  // no `times`: a browser may send a request again on a reused connection that closed unanswered
  await setFaults(page, { dropReply: true, method: 'POST', pathPattern: '/users$' });
  await signupForm(page).getByRole('button', { name: 'Create account and continue' }).click();
  const told = signupForm(page).getByRole('alert').filter({ hasText: MAY_EXIST });
  await expect(told).toBeVisible({ timeout: 20_000 });
  await expect(told.getByRole('button', { name: 'Log in' })).toBeEnabled();
  // nothing typed is lost, and the customer is still on the sign-up step
  await expect(signupForm(page).getByLabel('Login', { exact: true })).toHaveValue(login);
  // The input itself: the street's suggestion list bears its field's name too.
  await expect(
    signupForm(page).getByLabel('Street and number', { exact: true }).and(page.locator('input')),
  ).toHaveValue('Hlavná 12');
  await expect(page).toHaveURL(/step=billing-profile$/);
  await setFaults(page, null);
  // The login service finds the account the lost sign-up made (the stand-in would make a new
  // customer for an unknown login) and the customer goes on logged in.
  await loginAs(page, login, { step: 'billing-profile' });
  await expect(page.getByRole('banner').getByText(new RegExp(`^Logged in as ${login}`))).toBeVisible({
    timeout: 10_000,
  });
  const user = (await providerApi(page, 'GET', '/users')) as { login: string; customerType: string };
  expect(user).toMatchObject({ login, customerType: 'new' });
});

async function fillDrawer(drawer: Locator, label: string, value: string): Promise<void> {
  const field = drawer.getByLabel(label, { exact: true }).first();
  await field.fill(value);
  await field.blur();
}

/**
 * A seeded customer no other journey logs in as: the profile this journey creates stays at the
 * shared HTTP provider for the rest of the run (the contract has no delete), and alice's journeys,
 * on the other worker, expect her one billing profile.
 */
const hana: Customer = { ...alice, login: 'hana' };

const profilesAt = async (page: Page, street: string) =>
  ((await providerApi(page, 'GET', '/billing-profiles')) as { id: number; street: string }[]).filter(
    (p) => p.street === street,
  );

test('a new billing profile whose reply is lost: exactly one profile at the provider, selected', async ({
  page,
  baseURL,
}) => {
  await startOrder(page, hana, baseURL ?? '');
  const street = `Stratená ${Date.now().toString(36)}`;
  const billing = stepBlock(page, 'billing-profile');
  await billing.getByRole('button', { name: 'Add a billing profile' }).click();
  const drawer = page.getByRole('dialog', { name: 'New billing profile' });
  await fillDrawer(drawer, 'First name', 'Stratená');
  await fillDrawer(drawer, 'Last name', 'Odpoveď');
  await fillDrawer(drawer, 'E-mail', 'stratena@example.sk');
  await fillDrawer(drawer, 'Phone', '0905 111 222');
  await fillDrawer(drawer, 'Street and number', street);
  await fillDrawer(drawer, 'City', 'Košice');
  await fillDrawer(drawer, 'Postal code', '04001');
  // The first create is carried out and its reply dropped. Chromium sends a POST again, on another
  // pooled connection, when a reused connection closes unanswered: those resends are refused as a
  // gateway would (502 with its own body, not carried out), so the provider's list counts what the
  // app created.
  await setFaults(page, [
    { dropReply: true, method: 'POST', pathPattern: '/billing-profiles$', times: 1 },
    { status: 502, malformedBody: true, method: 'POST', pathPattern: '/billing-profiles$' },
  ]);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toHaveCount(0, { timeout: 20_000 });
  await setFaults(page, null);
  const chosen = billing.getByRole('group', { name: 'Choose a billing profile' }).getByRole('radio', {
    checked: true,
  });
  await expect(chosen).toHaveAccessibleName(/Stratená Odpoveď/);
  const found = await profilesAt(page, street);
  expect(found).toHaveLength(1);
  const cart = (await providerApi(page, 'GET', '/cart')) as { billingProfile: { id: number } | null };
  expect(cart.billingProfile?.id).toBe(found[0]?.id);
});

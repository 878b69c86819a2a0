// Guards issue 22, items 4–6, in the `real` set-up (the production build against the HTTP provider
// on another origin, whose login page is on that origin): logging out leaves none of the customer's
// data in the browser and a draft is never pre-filled for another customer (decision 041); a
// redirect to an origin the app does not trust is refused, said and reported, while the provider's
// login and the gateway's return to the app still work (decision 040); a browser that refuses storage
// still runs the app and says what is not kept, and a full storage never stops an order (decision 042);
// logging out in one tab clears another tab's recording and salt (issue 30).
// Issue 30: a provider that answers 401 after every login gets two trips to its login page, then the
// customer is told (decision 078); a processed payment's redirect to the login page whose `returnUrl`
// leads elsewhere is refused (decision 040).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PROVIDER } from '../scripts/e2e-setups.mjs';
import { openApp } from './helpers/app';
import {
  alice,
  continueFrom,
  finishOrder,
  finishUntil,
  reachRecapitulation,
  startOrder,
  stepBlock,
} from './helpers/checkout';
import { loginAs } from './helpers/login';
import { cartUuid, seedSession, setBehaviour, setFaults } from './helpers/provider';

// Whole journeys on a shared machine: give each the time of two ordinary tests.
test.describe.configure({ timeout: 60_000 });

const DRAFT = 'checkout.temporaryDomainProfile';
/** The begun forms (decision 060): the domain profile alice types is one of them too. */
const FORM_DRAFTS = 'checkout.formDrafts';
const CUSTOMER_LOCAL_KEYS = ['checkout.userStep', DRAFT, FORM_DRAFTS, 'checkout.transferPayment'];
const RECORDING = 'checkout:tab-recording';
const SALT = 'checkout:pseudonym-salt';
const DRAFT_STREET = 'Návrhová 17';
const REPORTS = `${PROVIDER.origin}/api/__mock/reports`;

const localData = (page: Page) => page.evaluate(() => ({ ...localStorage }) as Record<string, string>);
const tabData = (page: Page) => page.evaluate(() => ({ ...sessionStorage }) as Record<string, string>);

/**
 * Alice, logged in, on the domain-profile step, types a new domain profile whose creation the
 * provider refuses (a 422): the app keeps the unfinished profile (the draft) in local storage.
 */
async function keepADraftAsAlice(page: Page, baseURL: string): Promise<void> {
  await startOrder(page, alice, baseURL);
  const billing = stepBlock(page, 'billing-profile');
  await billing.getByRole('group', { name: 'Choose a billing profile' }).getByRole('radio').first().check();
  await continueFrom(page, 'billing-profile');
  await expect(page).toHaveURL(/step=domain-profile$/);
  const domain = stepBlock(page, 'domain-profile');
  await domain.getByRole('radio', { name: 'New domain profile' }).check();
  const fill = async (label: string, value: string) => {
    // The input itself: the city's suggestion list bears its field's name too.
    const field = domain.getByLabel(label, { exact: true }).and(page.locator('input'));
    await field.fill(value);
    await field.blur();
  };
  await fill('First name', 'Alica');
  await fill('Last name', 'Návrhová');
  await fill('E-mail', 'alica@example.sk');
  await fill('Other e-mail addresses', 'alica@example.sk');
  await fill('Phone', '0905 123 456');
  await fill(`Street and number`, DRAFT_STREET);
  await fill('City', 'Nitra');
  await fill('Postal code', '949 01');
  await setFaults(page, {
    method: 'POST',
    pathPattern: '/domain-profiles$',
    status: 422,
    key: 'validation.domain_profile.refused',
    times: 1,
  });
  await continueFrom(page, 'domain-profile');
  await expect.poll(async () => (await localData(page))[DRAFT] ?? '').toContain(DRAFT_STREET);
  expect((await localData(page))[FORM_DRAFTS]).toContain(DRAFT_STREET);
}

test.describe("the customer's data in the browser (issue 22, item 4)", () => {
  test.afterEach(async ({ page }) => {
    await setFaults(page, null).catch(() => undefined);
  });

  test("logging out leaves none of the customer's data: draft, step, transfer, recording, salt", async ({
    page,
    baseURL,
  }) => {
    await keepADraftAsAlice(page, baseURL ?? '');
    // The draft is alice's: a reload of her page brings it back.
    await page.reload();
    await expect(
      stepBlock(page, 'domain-profile')
        .getByLabel('Street and number', { exact: true })
        .and(page.locator('input')),
    ).toHaveValue(DRAFT_STREET);
    await page.evaluate(() => localStorage.setItem('checkout.transferPayment', '{"iban":"SK31 1200"}'));
    await expect.poll(async () => Object.keys(await tabData(page))).toContain(RECORDING);
    const saltBefore = (await tabData(page))[SALT];
    expect(saltBefore).toBeTruthy();
    // Not the customer's: the mock provider's and the console's keys stay.
    await page.evaluate(() => localStorage.setItem('mock-provider:state:v1', '{"kept":true}'));

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Log out' }).click();
    // Out through the provider's login page (another origin: the navigation rule allows it) and back.
    await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/checkout$/);

    const local = await localData(page);
    for (const key of CUSTOMER_LOCAL_KEYS) expect(local, key).not.toHaveProperty(key);
    expect(JSON.stringify(local)).not.toContain(DRAFT_STREET);
    expect(local['mock-provider:state:v1']).toBe('{"kept":true}');
    // The tab keeps only the new visitor's page loads (written at the latest as a page is left: a
    // reload), under a salt of its own.
    await page.reload();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    const tab = await tabData(page);
    expect(tab[SALT]).toBeTruthy();
    expect(tab[SALT]).not.toBe(saltBefore);
    const recording = JSON.parse(tab[RECORDING] ?? '{}') as {
      parts: { type: string; payload: { reason?: string } }[][];
    };
    const events = recording.parts.flat();
    expect(events[0]).toMatchObject({ type: 'session/segment-started', payload: { reason: 'first-load' } });
    // It starts at the return from logging out: none of alice's page loads is kept before it.
    expect(events.map((e) => e.type)).not.toContain('ui/logout-requested');
    expect(events.map((e) => e.type)).not.toContain('profiles/temporary-domain-restored');
  });

  test('logging out in one tab clears the recording and salt of another tab of the site and says so there (issue 30)', async ({
    page,
    baseURL,
  }) => {
    await startOrder(page, alice, baseURL ?? '');
    // A second tab of the same browser, on the same cart: a recording and a salt of its own.
    const other = await page.context().newPage();
    await openApp(other, '/en/checkout');
    await expect(other.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect.poll(async () => Object.keys(await tabData(other))).toContain(RECORDING);
    expect((await tabData(other))[SALT]).toBeTruthy();

    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

    await expect(other.getByText('You logged out in another tab.', { exact: false })).toBeVisible();
    const left = await tabData(other);
    expect(left).not.toHaveProperty(RECORDING);
    expect(left).not.toHaveProperty(SALT);
    await other.close();
  });

  test('another customer on the same browser never gets the draft pre-filled: it is removed', async ({
    page,
    baseURL,
  }) => {
    await keepADraftAsAlice(page, baseURL ?? '');
    // Bob logs in on this browser (the provider's login page, without alice logging out).
    await loginAs(page, 'bob', { step: 'billing-profile' });
    await expect(page.getByRole('banner').getByText(/^Logged in as bob/)).toBeVisible();
    await expect.poll(async () => Object.keys(await localData(page))).not.toContain(DRAFT);
    await expect.poll(async () => Object.keys(await localData(page))).not.toContain(FORM_DRAFTS);
    const billing = stepBlock(page, 'billing-profile');
    await billing.getByRole('group', { name: 'Choose a billing profile' }).getByRole('radio').first().check();
    await continueFrom(page, 'billing-profile');
    await expect(page).toHaveURL(/step=domain-profile$/);
    const domain = stepBlock(page, 'domain-profile');
    await expect(domain.getByRole('group', { name: 'Choose a domain profile' })).toBeVisible();
    const values = await domain
      .locator('input')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(values).not.toContain(DRAFT_STREET);
  });
});

/** The ids of the reports the provider's collector holds. */
async function reportIds(request: APIRequestContext): Promise<number[]> {
  const { reports } = (await (await request.get(REPORTS)).json()) as { reports: { id: number }[] };
  return reports.map((r) => r.id);
}

test.describe('redirects the app follows (issue 22, item 5)', () => {
  test.afterEach(async ({ page }) => {
    await setBehaviour(page, { gatewayUrl: '', pollRedirectTo: '' }).catch(() => undefined);
  });

  test('a payment gateway on an origin the config does not allow is refused, said and reported', async ({
    page,
    baseURL,
    request,
  }) => {
    const before = await reportIds(request);
    await startOrder(page, alice, baseURL ?? '');
    const cart = await cartUuid(page);
    await setBehaviour(page, { gatewayUrl: 'https://evil.example/pay' });
    await reachRecapitulation(page, alice, 'Payment card', /\*\*\*\*/);
    await finishUntil(page, /\/en\/thank-you\?messageKey=fail$/);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    await expect(
      page.getByText('We stopped a redirect to an address this shop does not trust.', { exact: false }),
    ).toBeVisible();
    // The refusal is an error: its report reaches the collector (this journey's: it holds its cart;
    // another worker's journeys report to the same collector).
    await expect(async () => {
      const fresh = (await reportIds(request)).filter((id) => !before.includes(id));
      const bodies = await Promise.all(
        fresh.map(async (id) => (await request.get(`${REPORTS}/${id}`)).text()),
      );
      const ours = bodies.filter((body) => body.includes(cart));
      expect(ours.some((body) => body.includes('"nav/redirect-refused"'))).toBe(true);
    }).toPass({ timeout: 15_000 });
  });

  test("a processed payment's redirect to the login page with a return address elsewhere is refused", async ({
    page,
    baseURL,
  }) => {
    await startOrder(page, alice, baseURL ?? '');
    await setBehaviour(page, {
      checkout: 'processing',
      pollsBeforeDone: 0,
      pollRedirectTo: `${PROVIDER.origin}/login?returnUrl=https://evil.example/`,
    });
    await reachRecapitulation(page, alice, 'Bank transfer');
    await finishOrder(page);
    // Refused: the provider said it is paid, so the customer ends on the success page, told.
    await expect(page).toHaveURL(/\/en\/thank-you\?messageKey=success$/, { timeout: 30_000 });
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    await expect(
      page.getByText('We stopped a redirect to an address this shop does not trust.', { exact: false }),
    ).toBeVisible();
  });

  test('choosing another language on /en//evil.example/x stays on the app', async ({ page, baseURL }) => {
    await openApp(page, '/en//evil.example/x');
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await page.getByRole('banner').getByLabel('Language').selectOption('sk-SK');
    await page.waitForURL((url) => !url.pathname.startsWith('/en'));
    const url = new URL(page.url());
    expect(url.origin).toBe(new URL(baseURL ?? '').origin);
    expect(url.pathname).toBe('/evil.example/x');
  });
});

test.describe('storage that fails (issue 22, item 6)', () => {
  test('a browser that refuses storage still boots, shows the cart and says what is not kept', async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'])
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException(`Failed to read the '${name}' property from 'Window'`, 'SecurityError');
          },
        });
    });
    await page.context().addCookies([{ name: 'test', value: 'test', url: baseURL ?? '' }]);
    await openApp(page, '/en/');
    await seedSession(page, { company: 'sk-ws', cart: 'with-items', login: null });
    await page.goto('/en/checkout');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(page.getByRole('list', { name: 'Cart' })).toBeVisible();
    await expect(
      page.getByText(
        'Your browser does not let this page store data: your progress is kept only while this page is open.',
      ),
    ).toHaveCount(1);
  });

  test('a full storage while finishing a bank-transfer order still shows the order and its details', async ({
    page,
    baseURL,
  }) => {
    await startOrder(page, alice, baseURL ?? '');
    await reachRecapitulation(page, alice, 'Bank transfer');
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await finishUntil(page, /\/en\/thank-you\?messageKey=transfer$/);
    await expect(
      page.getByText('Please pay by bank transfer using the details below.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('IBAN', { exact: true })).toBeVisible();
  });
});

test.describe('the login bounce (issue 30)', () => {
  test.afterEach(async ({ page }) => {
    await setFaults(page, null).catch(() => undefined);
  });

  test('a provider that answers 401 after every login gets two trips to its login page, then the customer is told', async ({
    page,
  }) => {
    await openApp(page, '/en/');
    await setFaults(page, { status: 401, method: 'GET', pathPattern: '/cart$' });
    const trips: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.isNavigationRequest() && url.origin === PROVIDER.origin && url.pathname === '/login')
        trips.push(request.url());
    });
    await page.reload();
    await expect(
      page.getByText('We could not keep you logged in. Please try again later or contact us.'),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'We could not keep you logged in.' })).toHaveCount(
      1,
    );
    expect(trips).toHaveLength(2);
    expect(new URL(page.url()).pathname).not.toBe('/login');
  });
});

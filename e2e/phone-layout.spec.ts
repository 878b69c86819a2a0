// Guards the layout on a phone (issue 15, decision 031) at 360 px: the cart with items, every order step logged in as alice, the thank-you page of a bank transfer and the domain checker with results never get wider than the viewport; the header stays on one line with its controls (account menu, mini cart, language) 44 × 44 px or more, as are the cart's and the summary's text buttons and the checker's category chips, the account menu works from the keyboard, the stepper reads "Step N of 6 · <title>" and each step's buttons are 44 px tall.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './helpers/cart-items';
import {
  alice,
  choosePayment,
  continueFrom,
  finishUntil,
  putProfiles,
  startOrder,
  stepBlock,
  summary,
} from './helpers/checkout';

const PHONE = { width: 360, height: 780 };
const MIN_TAP = 44;

/** Nothing scrolls sideways: the document is no wider than the viewport and no visible box sticks out. */
async function expectFitsViewport(page: Page, where: string): Promise<void> {
  const report = await page.evaluate(() => {
    const width = window.innerWidth;
    const outside: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'contents') continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        // A line that scrolls sideways (the checker's category chips, decision 086) may hold more
        // than the screen: its items are reached by scrolling it, and the line itself is checked.
        let scroller = element.parentElement;
        while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX))
          scroller = scroller.parentElement;
        if (scroller && scroller !== document.documentElement && scroller !== document.body) continue;
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
        outside.push(`${name} ${Math.round(box.left)}…${Math.round(box.right)}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, outside: outside.slice(0, 5) };
  });
  expect(report.outside, `boxes past the viewport on ${where}`).toEqual([]);
  expect(report.scrollWidth, `document width on ${where}`).toBeLessThanOrEqual(report.width);
}

async function expectTapTarget(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(MIN_TAP);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(MIN_TAP);
}

/** The step as the compact stepper names it, the page fitting, the step's buttons big enough. */
async function expectStep(page: Page, step: string, text: string, buttons: string[]): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`step=${step}$`));
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute(
    'aria-valuetext',
    text,
  );
  await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Order steps' })).toBeHidden();
  for (const name of buttons)
    await expectTapTarget(stepBlock(page, step).getByRole('button', { name, exact: true }));
  await expectFitsViewport(page, step);
}

test('at 360 px every page of a logged-in order fits the screen, with a one-line header and the compact stepper', async ({
  page,
  baseURL,
}) => {
  // The whole order walked once, from the cart to the thank-you page, then the domain checker.
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await startOrder(page, alice, baseURL ?? '');
  await putProfiles(page, alice);

  // The cart with items, and the header: one line, its controls one tap each.
  await page.goto('/en/checkout');
  await expect(page.getByRole('list', { name: 'Cart' })).toBeVisible();
  const banner = page.getByRole('banner');
  expect((await banner.boundingBox())?.height ?? 0).toBeLessThanOrEqual(64);
  const account = banner.getByRole('button', { name: 'Account' });
  await expectTapTarget(account);
  await expectTapTarget(banner.getByRole('link', { name: /^Cart / }));
  await expectTapTarget(banner.getByRole('combobox', { name: 'Language' }));
  await expectTapTarget(page.getByRole('main').getByRole('button', { name: 'Continue', exact: true }));
  await expectTapTarget(page.getByRole('button', { name: 'I have a coupon' }));
  await expectFitsViewport(page, 'the cart');

  // The account menu from the keyboard: Enter opens it, Log out is reachable, Escape closes it.
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(banner.getByText('Logged in as alice')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Log out' })).toBeFocused();
  await expectTapTarget(banner.getByRole('button', { name: 'Log out' }));
  await expectFitsViewport(page, 'the open account menu');
  await page.keyboard.press('Escape');
  await expect(banner.getByRole('button', { name: 'Log out' })).toBeHidden();
  await expect(account).toBeFocused();

  await page.goto('/en/checkout/order?step=billing-profile');
  await expectStep(page, 'billing-profile', 'Step 2 of 6 · Billing profile', ['Back', 'Continue']);
  // The phone's own controls (account menu, language chip, compact stepper) pass axe.
  expect(await seriousViolations(page, 'body')).toEqual([]);
  // The Edit button stays inside its profile card.
  const card = stepBlock(page, 'billing-profile').locator('.profile-option').first();
  const cardBox = await card.boundingBox();
  const editBox = await card.getByRole('button', { name: /^Edit/ }).boundingBox();
  expect((editBox?.x ?? 0) + (editBox?.width ?? 0)).toBeLessThanOrEqual(
    (cardBox?.x ?? 0) + (cardBox?.width ?? 0),
  );
  await continueFrom(page, 'billing-profile');
  await expectStep(page, 'domain-profile', 'Step 3 of 6 · Domain profile', ['Back', 'Continue']);
  await continueFrom(page, 'domain-profile');
  await expectStep(page, 'payment-method', 'Step 4 of 6 · Payment method', ['Back', 'Continue']);
  // The side summary's text Edit buttons are full tap targets too.
  await expectTapTarget(summary(page).locator('.order-summary__entry-head .link-button').first());
  await choosePayment(page, 'Bank transfer');
  await expect(
    stepBlock(page, 'service-settings').getByText('All service settings are complete.'),
  ).toBeVisible();
  await expectStep(page, 'service-settings', 'Step 5 of 6 · Service settings', ['Back', 'Continue']);
  await continueFrom(page, 'service-settings');
  await expectStep(page, 'recapitulation', 'Step 6 of 6 · Order summary', []);
  await expectTapTarget(summary(page).getByRole('button', { name: 'Finish order' }));

  // The thank-you page of a bank transfer: the longest lines, the IBAN among them.
  await finishUntil(page, /\/en\/thank-you\?messageKey=transfer$/);
  await expect(page.getByText('IBAN', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expectFitsViewport(page, 'the thank-you page');

  // The domain checker with its results streamed in.
  await page.goto(`/en/domain-checker?qd=phone-e2e-${Date.now()}.sk&freeOnly=false`);
  await expect(page.getByText('That is all we found.')).toBeVisible({ timeout: 15_000 });
  await expectTapTarget(page.locator('.domain-checker .chip').first());
  await expectFitsViewport(page, 'the domain checker');
});

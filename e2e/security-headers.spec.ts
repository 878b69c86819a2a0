// Guards the security headers and the Content-Security-Policy (issue 22, item 8): the build writes
// the policy the app needs next to index.html, `npm run serve` (the e2e servers) sends it with the
// other headers, and the app runs a whole order under it without one violation: the inline
// early-start script is allowed by its hash, nothing needs 'unsafe-inline' or 'unsafe-eval'.
import { expect, test } from '@playwright/test';
import { openApp } from './helpers/app';
import { alice, reachRecapitulation, startOrder } from './helpers/checkout';

test('the app sends its policy and runs an order under it without a violation', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const list = ((window as unknown as { __violations?: string[] }).__violations ??= []);
      list.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  const response = await page.request.get(`${baseURL}/en/checkout`);
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');

  await openApp(page, '/en/');
  await startOrder(page, alice, baseURL ?? '');
  await reachRecapitulation(page, alice, 'Payment card', /\*\*\*\*/);
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  const inPage = await page.evaluate(
    () => (window as unknown as { __violations?: string[] }).__violations ?? [],
  );
  expect([...violations, ...inPage]).toEqual([]);
});

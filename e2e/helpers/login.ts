/**
 * Logs a seeded customer in the way the app's login button does (contract §1.10), through the
 * `loginUrl` of the app's own `data-params`: in the mock set-up the app's `/mock-login` stand-in,
 * in the real set-up the provider's `{provider}/login`. Both log the session in and return to
 * `returnUrl` with `step`.
 */
import type { Page } from '@playwright/test';

export interface LoginOptions {
  /** Path to come back to (default the English cart). */
  returnPath?: string;
  /** Step to open after login, as the login button sends it. */
  step?: string;
  language?: string;
}

export async function loginAs(page: Page, login: string, options: LoginOptions = {}): Promise<void> {
  const loginUrl = await page.evaluate(
    () =>
      JSON.parse(document.getElementById('main-content')?.getAttribute('data-params') ?? '{}')
        .loginUrl as string,
  );
  const origin = new URL(page.url()).origin;
  const params = new URLSearchParams({
    login,
    returnUrl: `${origin}${options.returnPath ?? '/en/checkout'}`,
    language: options.language ?? 'en-US',
  });
  if (options.step) params.set('step', options.step);
  await page.goto(`${new URL(loginUrl, origin).toString()}?${params.toString()}`);
  await page.waitForURL((url) => url.origin === origin && !url.pathname.endsWith('/mock-login'));
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
}

/**
 * Puts a domain in the cart through the provider's API from inside the page (`POST /cart/items`
 * with the app's own API base and headers), so the item lands in the session the app uses in both
 * set-ups, like a domain added on the domain checker. The caller reloads to let the app see it.
 */
import type { Page } from '@playwright/test';

export async function addDomain(
  page: Page,
  domain: string,
  code: 'domain-register' | 'domain-transfer' = 'domain-register',
): Promise<void> {
  await page.evaluate(
    async ({ domain, code }) => {
      const params = JSON.parse(document.getElementById('main-content')?.getAttribute('data-params') ?? '{}');
      const response = await fetch(`${params.apiUrl}/cart/items`, {
        method: 'POST',
        credentials: 'include',
        headers: {
          'content-type': 'application/json',
          company: params.company ?? 'sk-ws',
          language: 'en-US',
        },
        body: JSON.stringify({ code, sellType: 'direct', period: 12, properties: { domain } }),
      });
      if (!response.ok) throw new Error(`add domain: ${response.status} ${await response.text()}`);
    },
    { domain, code },
  );
}

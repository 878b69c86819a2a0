/**
 * Puts a domain in the cart through the provider's API from inside the page (`POST /cart/items`
 * with the app's own API base and headers), so the item lands in the session the app uses in both
 * set-ups, like a domain added on the domain checker. The caller reloads to let the app see it.
 */
import type { Page } from '@playwright/test';
import { providerApi } from './provider';

export async function addDomain(
  page: Page,
  domain: string,
  code: 'domain-register' | 'domain-transfer' = 'domain-register',
): Promise<void> {
  await providerApi(page, 'POST', '/cart/items', {
    code,
    sellType: 'direct',
    period: 12,
    properties: { domain },
  });
}

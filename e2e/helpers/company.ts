/**
 * Runs the built app as another company variant: before any page script runs, the host page's
 * `data-params` is rewritten with the variant's company, country, currency, languages and workflow
 * from fixtures/companies.ts, keeping the set-up's API URLs and mock switch. It is an init script
 * (not request interception), so cross-origin API calls of the `real` set-up are untouched.
 */
import type { Page } from '@playwright/test';
import type { CompanyCode } from '../../events/contract/scalars';
import { appConfigFor } from '../../fixtures/companies';

export async function useCompany(page: Page, company: CompanyCode): Promise<void> {
  const variant = appConfigFor(company, { apiUrl: '', validationApiUrl: '', loginUrl: '' });
  const {
    apiUrl: _a,
    validationApiUrl: _v,
    loginUrl: _l,
    transferUrl: _t,
    assetUrl: _s,
    mock: _m,
    ...overrides
  } = variant;
  await page.addInitScript((overrides: Record<string, unknown>) => {
    const rewrite = (el: Element) => {
      if (el.id !== 'main-content' || el.hasAttribute('data-company-rewritten')) return;
      const params = JSON.parse(el.getAttribute('data-params') ?? '{}') as Record<string, unknown>;
      el.setAttribute('data-params', JSON.stringify({ ...params, ...overrides }));
      el.setAttribute('data-company-rewritten', '');
    };
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof Element) rewrite(node);
    }).observe(document, { childList: true, subtree: true });
  }, overrides);
}

// @vitest-environment happy-dom
/**
 * Issue 14 item 3 (contract §2.7): a cross-sell banner names the domain of the cart items that
 * triggered the offer (`reasonCartItemIds`), not `defaultConfiguration.properties.domain`, which
 * the contract does not promise; when no such domain is in the cart the banner speaks without it,
 * and never shows a sentence with a hole where the domain belongs.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CrossSellItem } from '../../events/contract/offers';
import { buildCart, buildDomainItem, buildItem } from '../support/builders';
import { renderCartPage } from '../support/render-cart-page';

afterEach(cleanup);

function offer(uid: string, code: string, reasonCartItemIds: string[], name: string): CrossSellItem {
  return {
    uid,
    name,
    code,
    sellType: 'direct',
    cartItemToUpgradeId: null,
    reasonCartItemIds,
    voucherCode: null,
    // Another provider's configuration: no `domain` in it.
    defaultConfiguration: { period: 12, properties: { type: 'single' } },
    price: { period: 12, actualPrice: 20, marketingPrice: 20 },
  };
}

function showOffers(offers: CrossSellItem[]) {
  const domain = buildDomainItem('moja-firma.sk', { id: 'd1' });
  const r = renderCartPage(
    buildCart({ items: [domain, buildItem({ id: 'vps-1', code: 'vps', name: 'VPS' })] }),
  );
  act(() => {
    r.log.append('cross-sell/received', { offers: { xSellProducts: offers, upSellProducts: [] } });
  });
  return r;
}

const banner = (name: string) => screen.getByRole('listitem', { name });

describe('cross-sell banners without a domain in the offer', () => {
  it('names the domain of the cart item that triggered the offer', () => {
    showOffers([
      offer('h1', 'the-hosting', ['d1'], 'The Hosting Start'),
      offer('s1', 'ssl', ['d1'], 'SSL Single'),
      {
        ...offer('a1', 'domain-register', ['d1'], '.cz doména'),
        defaultConfiguration: { period: 24, properties: { domain: 'moja-firma.cz' } },
      },
    ]);
    expect(banner('Hosting for moja-firma.sk')).toBeVisible();
    expect(banner('Also get moja-firma.cz')).toBeVisible();
    expect(
      within(banner('SSL certificate')).getByText(
        "Secure moja-firma.sk with HTTPS and earn your visitors' trust.",
      ),
    ).toBeVisible();
  });

  it('speaks without the domain when the triggering items carry none or are not in the cart', () => {
    showOffers([
      offer('h1', 'the-hosting', ['vps-1'], 'The Hosting Start'),
      offer('s1', 'ssl', ['gone'], 'SSL Single'),
      offer('a1', 'domain-register', [], '.cz doména'),
    ]);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Hosting for your website', 'SSL certificate', 'Another ending for your domain']);
    const texts = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
    for (const text of texts) {
      expect(text).not.toMatch(/\b(for|Secure|get)\s+(with\b|$)|\s{2}|\s[.,]/);
    }
    expect(
      within(banner('SSL certificate')).getByText(
        "Secure your website with HTTPS and earn your visitors' trust.",
      ),
    ).toBeVisible();
  });
});

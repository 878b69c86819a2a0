/**
 * The cross-sell rules: banner kinds, the backup capacity and its price per 1024 MB, the requests
 * an accepted offer sends, and the banners the cart view shows.
 */
import { describe, expect, it } from 'vitest';
import { CrossSellItem } from '../../events/contract/offers';
import {
  addRequestFor,
  capacityOptions,
  chosenCapacity,
  offerKind,
  offerPriceView,
  upgradeRequestFor,
} from '../../projections/cross-sell/rules';
import { crossSellBanners } from '../../projections/cross-sell/selectors';
import { buildCart, buildError, buildItem, session } from '../support/builders';

function offer(overrides: Record<string, unknown> = {}): CrossSellItem {
  return CrossSellItem.parse({
    uid: 'o1',
    name: 'SSL certifikát',
    code: 'ssl',
    sellType: 'direct',
    cartItemToUpgradeId: null,
    reasonCartItemIds: ['d1'],
    voucherCode: null,
    defaultConfiguration: { period: 12, properties: { domain: 'firma.sk', type: 'single' } },
    price: { period: 12, actualPrice: 20, marketingPrice: 25 },
    ...overrides,
  });
}
const backup = offer({
  uid: 'b1',
  code: 'backup',
  name: 'Backup',
  defaultConfiguration: { period: 12, properties: { capacity: 1024, server: 'vps-1' } },
  price: { period: 12, actualPrice: 12.5, marketingPrice: 12.5 },
  properties: { backup: { options: [1024, 2048, 5120] } },
});

describe('banner kinds', () => {
  it.each([
    [offer({ code: 'the-hosting' }), 'x-sell', 'hosting'],
    [
      offer({ code: 'hosting', sellType: 'up-sell', cartItemToUpgradeId: 'h1' }),
      'up-sell',
      'hosting-upgrade',
    ],
    [offer({ code: 'the-hosting', voucherCode: 'BUSINESS-UPGRADE' }), 'up-sell', 'business-upgrade'],
    [offer({ code: 'domain-register' }), 'x-sell', 'alternative-domain'],
    [offer({ code: 'site-builder' }), 'x-sell', 'site-builder'],
    [offer({ code: 'redirect' }), 'x-sell', 'redirect'],
    [offer({ code: 'ssl' }), 'x-sell', 'ssl'],
    [offer({ code: 'seo' }), 'x-sell', 'seo'],
    [backup, 'x-sell', 'backup'],
    [offer({ code: 'monitoring' }), 'x-sell', 'other'],
  ] as const)('%#: %s in %s is a %s banner', (o, list, kind) => {
    expect(offerKind(o, list)).toBe(kind);
  });
});

describe('the backup offer', () => {
  it('uses the chosen capacity when offered, else the configured one', () => {
    expect(chosenCapacity(backup, 2048)).toBe(2048);
    expect(chosenCapacity(backup, 3000)).toBe(1024);
    expect(chosenCapacity(backup, undefined)).toBe(1024);
    expect(chosenCapacity(offer(), 2048)).toBeNull();
  });

  it('offers a capacity a provider lists twice only once', () => {
    const twice = offer({ ...backup, properties: { backup: { options: [1024, 2048, 1024] } } });
    expect(capacityOptions(twice)).toEqual([1024, 2048]);
  });

  it('is priced per 1024 MB of the chosen capacity', () => {
    expect(offerPriceView(backup, 1024)).toEqual({ actual: 12.5, marketing: null, period: 12 });
    expect(offerPriceView(backup, 5120)).toEqual({ actual: 62.5, marketing: null, period: 12 });
    expect(offerPriceView(backup, 1536).actual).toBe(18.75);
  });

  it('sends the chosen capacity with the default configuration', () => {
    expect(addRequestFor(backup, 2048)).toEqual({
      code: 'backup',
      name: 'Backup',
      sellType: 'direct',
      period: 12,
      properties: { capacity: 2048, server: 'vps-1' },
    });
  });
});

describe('prices and requests of other offers', () => {
  it('strikes the list price only when it is above the price paid', () => {
    expect(offerPriceView(offer(), null)).toEqual({ actual: 20, marketing: 25, period: 12 });
    expect(
      offerPriceView(offer({ price: { period: 12, actualPrice: 20, marketingPrice: 20 } }), null).marketing,
    ).toBeNull();
  });

  it('adds a cross-sell from its default configuration', () => {
    expect(addRequestFor(offer(), null)).toEqual({
      code: 'ssl',
      name: 'SSL certifikát',
      sellType: 'direct',
      period: 12,
      properties: { domain: 'firma.sk', type: 'single' },
    });
  });

  it('upgrades with the voucher of a business-package offer', () => {
    const business = offer({
      code: 'the-hosting',
      voucherCode: 'BUSINESS-UPGRADE',
      defaultConfiguration: { period: 12, properties: { capacity: 102400 } },
    });
    expect(upgradeRequestFor(business, null)).toEqual({
      code: 'the-hosting',
      period: 12,
      properties: { capacity: 102400 },
      voucherCode: 'BUSINESS-UPGRADE',
    });
    expect(upgradeRequestFor(offer({ code: 'hosting' }), null)).not.toHaveProperty('voucherCode');
  });
});

describe('the period an accepted offer sends (spec §9)', () => {
  it('is at most 12 months for a cross-sell, whatever the offer proposes', () => {
    const long = offer({ defaultConfiguration: { period: 24, properties: { domain: 'firma.sk' } } });
    expect(addRequestFor(long, null).period).toBe(12);
    const upgrade = offer({
      code: 'the-hosting',
      cartItemToUpgradeId: 'h1',
      defaultConfiguration: { period: 36, properties: { capacity: 102400 } },
    });
    expect(upgradeRequestFor(upgrade, null).period).toBe(12);
  });

  it('may be 24 months for a domain offer, never more', () => {
    const domain = (period: number) =>
      offer({
        code: 'domain-register',
        defaultConfiguration: { period, properties: { domain: 'firma.eu' } },
      });
    expect(addRequestFor(domain(24), null).period).toBe(24);
    expect(addRequestFor(domain(36), null).period).toBe(24);
  });

  it('keeps a shorter period as the offer proposes it', () => {
    const monthly = offer({ defaultConfiguration: { period: 1, properties: {} } });
    expect(addRequestFor(monthly, null).period).toBe(1);
    expect(upgradeRequestFor(monthly, null).period).toBe(1);
  });
});

describe('the banners the cart shows', () => {
  const cart = buildCart({ items: [buildItem({ id: 'h1', name: 'Hosting Start' })] });
  const up = offer({ uid: 'up1', code: 'hosting', sellType: 'up-sell', cartItemToUpgradeId: 'h1' });

  it('lists up-sells first, names the item they upgrade and follows the chosen capacity', () => {
    const s = session().boot().received(cart);
    s.emit('cross-sell/received', { offers: { xSellProducts: [backup], upSellProducts: [up] } });
    s.emit('cross-sell/backup-capacity-chosen', { uid: 'b1', capacity: 2048 });
    const banners = crossSellBanners(s.state);
    expect(banners.map((b) => [b.uid, b.list, b.kind, b.targetName])).toEqual([
      ['up1', 'up-sell', 'hosting-upgrade', 'Hosting Start'],
      ['b1', 'x-sell', 'backup', null],
    ]);
    expect(banners[1]).toMatchObject({
      capacity: 2048,
      capacityOptions: [1024, 2048, 5120],
      price: { actual: 25 },
    });
  });

  it('shows nothing after a failed call or a reset', () => {
    const s = session().boot().received(cart);
    s.emit('cross-sell/received', { offers: { xSellProducts: [offer()], upSellProducts: [] } });
    expect(crossSellBanners(s.state)).toHaveLength(1);
    s.emit('cross-sell/failed', {
      error: buildError({ kind: 'network', status: null, messageKey: 'general.network_error' }),
    });
    expect(crossSellBanners(s.state)).toEqual([]);
    s.emit('cross-sell/received', { offers: { xSellProducts: [offer()], upSellProducts: [] } });
    s.emit('cart/reset', { reason: 'cart.not_found' });
    expect(crossSellBanners(s.state)).toEqual([]);
  });
});

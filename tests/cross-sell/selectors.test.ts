/**
 * The offer an accepted banner names (the cross-sell effect asks it of the state): found in the
 * last answer's lists, up-sell for the up-sell list and for a cross-sell offer marked so, and
 * nothing once a failure or a reset has cleared the offers.
 */
import { describe, expect, it } from 'vitest';
import { CrossSellItem } from '../../events/contract/offers';
import { crossSellOffer } from '../../projections/cross-sell/selectors';
import { buildError, session } from '../support/builders';

function offer(uid: string, sellType = 'direct'): CrossSellItem {
  return CrossSellItem.parse({
    uid,
    name: 'SSL certifikát',
    code: 'ssl',
    sellType,
    cartItemToUpgradeId: null,
    reasonCartItemIds: ['d1'],
    voucherCode: null,
    defaultConfiguration: { period: 12, properties: { domain: 'firma.sk', type: 'single' } },
    price: { period: 12, actualPrice: 20, marketingPrice: 25 },
  });
}

const offers = {
  xSellProducts: [offer('x1'), offer('x2', 'up-sell')],
  upSellProducts: [offer('u1', 'up-sell')],
};

describe('the offer an accepted banner names', () => {
  it('is found in either list, an up-sell when listed as one or marked so', () => {
    const { state } = session().emit('cross-sell/received', { offers });
    expect(crossSellOffer(state, 'u1')).toEqual({ offer: offers.upSellProducts[0], upSell: true });
    expect(crossSellOffer(state, 'x1')).toEqual({ offer: offers.xSellProducts[0], upSell: false });
    expect(crossSellOffer(state, 'x2')).toEqual({ offer: offers.xSellProducts[1], upSell: true });
    expect(crossSellOffer(state, 'nope')).toBeNull();
  });

  it('is none before an answer, after a failure and after a reset', () => {
    expect(crossSellOffer(session().state, 'x1')).toBeNull();
    const failed = session()
      .emit('cross-sell/received', { offers })
      .emit('cross-sell/failed', { error: buildError() });
    expect(crossSellOffer(failed.state, 'x1')).toBeNull();
    const reset = session()
      .emit('cross-sell/received', { offers })
      .emit('cart/reset', { reason: 'cart.not_found' });
    expect(crossSellOffer(reset.state, 'u1')).toBeNull();
  });
});

/**
 * The cross-sell and up-sell banners as the cart view shows them: kind, price (backup per chosen
 * capacity), the capacity choice, and the cart item an up-sell would upgrade.
 */
import type { CrossSellItem } from '../events/contract/offers';
import {
  capacityOptions,
  chosenCapacity,
  offerKind,
  offerPriceView,
  type OfferKind,
  type OfferList,
  type OfferPriceView,
} from './derive/cross-sell';
import { loadedCart } from './selectors';
import type { AppState } from './state';

export interface Banner {
  uid: string;
  list: OfferList;
  kind: OfferKind;
  offer: CrossSellItem;
  price: OfferPriceView;
  capacity: number | null;
  capacityOptions: number[];
  /** Name of the cart item an up-sell upgrades; null for direct offers and up-sells without a target. */
  targetName: string | null;
}

export function crossSellBanners(state: AppState): Banner[] {
  const { status, xSell, upSell, backupCapacity } = state.crossSell;
  if (status !== 'loaded') return [];
  const items = loadedCart(state)?.items ?? [];
  const banner = (offer: CrossSellItem, list: OfferList): Banner => {
    const capacity = chosenCapacity(offer, backupCapacity[offer.uid]);
    const target = offer.cartItemToUpgradeId
      ? items.find((i) => i.id === offer.cartItemToUpgradeId)
      : undefined;
    return {
      uid: offer.uid,
      list,
      kind: offerKind(offer, list),
      offer,
      price: offerPriceView(offer, capacity),
      capacity,
      capacityOptions: capacityOptions(offer),
      targetName: target?.name ?? null,
    };
  };
  return [...upSell.map((o) => banner(o, 'up-sell')), ...xSell.map((o) => banner(o, 'x-sell'))];
}

/** Accepting offers waits while any cart change runs, so a banner cannot be accepted twice. */
export function crossSellBusy(state: AppState): boolean {
  return state.cartCommands.pending > 0;
}

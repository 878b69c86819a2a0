/**
 * The cross-sell and up-sell banners as the cart view shows them: kind, the keys of its title and
 * text with the domains they name, price (backup per chosen capacity), the capacity choice, and
 * the cart item an up-sell would upgrade.
 */
import { anyCommandRunning, loadedCart } from '../cart/selectors';
import type { CrossSellItem } from '../../events/contract/offers';
import {
  bannerDomains,
  bannerTextKey,
  capacityOptions,
  chosenCapacity,
  offerKind,
  offerPriceView,
  type OfferKind,
  type OfferList,
  type OfferPriceView,
} from './rules';
import type { AppState } from '../state';

export interface Banner {
  uid: string;
  list: OfferList;
  kind: OfferKind;
  /** The domains the texts name (from the cart items that triggered the offer); may be empty. */
  domains: string[];
  /** Translation keys of the title and text: a wording without the domain when `domains` is empty. */
  titleKey: string;
  textKey: string;
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
    const kind = offerKind(offer, list);
    const domains = bannerDomains(offer, kind, items);
    return {
      uid: offer.uid,
      list,
      kind,
      domains,
      titleKey: bannerTextKey(kind, 'title', domains.length > 0),
      textKey: bannerTextKey(kind, 'text', domains.length > 0),
      offer,
      price: offerPriceView(offer, capacity),
      capacity,
      capacityOptions: capacityOptions(offer),
      targetName: target?.name ?? null,
    };
  };
  return [...upSell.map((o) => banner(o, 'up-sell')), ...xSell.map((o) => banner(o, 'x-sell'))];
}

/**
 * The offer with this uid among the last answer's, and whether accepting it is an up-sell: every
 * offer of the up-sell list is, one of the cross-sell list when its `sellType` says so. Null when
 * no offer has it (none loaded, a failure, a reset).
 */
export function crossSellOffer(
  state: AppState,
  uid: string,
): { offer: CrossSellItem; upSell: boolean } | null {
  const up = state.crossSell.upSell.find((o) => o.uid === uid);
  if (up) return { offer: up, upSell: true };
  const x = state.crossSell.xSell.find((o) => o.uid === uid);
  return x ? { offer: x, upSell: x.sellType === 'up-sell' } : null;
}

/** Accepting offers waits while any cart change runs, so a banner cannot be accepted twice. */
export function crossSellBusy(state: AppState): boolean {
  return anyCommandRunning(state);
}

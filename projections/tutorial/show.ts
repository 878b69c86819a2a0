/**
 * When the hosting tutorial may be shown for a cart (spec §2, §4; decisions/012): the cart holds
 * exactly one item and it is a domain (registration starts the main flow, transfer the transfer
 * flow), and the flow still has a step once unavailable products are removed. The cookies and the
 * per-cart "already shown" memory are the effect's part (src/effects/tutorial/tutorial.ts).
 */
import type { TutorialFlow } from '../../events/catalogue/tutorial';
import type { Cart } from '../../events/contract/cart';
import type { HostingTutorialProduct } from '../../events/contract/offers';
import { availableTree, findStep, tutorialTree } from './steps';

export interface TutorialCandidate {
  cartUuid: string;
  flow: TutorialFlow;
  domain: string;
  itemId: string;
}

const flowOfCode: Record<string, TutorialFlow> = { 'domain-register': 'main', 'domain-transfer': 'transfer' };

export function tutorialCandidate(cart: Cart): TutorialCandidate | null {
  if (cart.items.length !== 1) return null;
  const [item] = cart.items;
  const flow = item ? flowOfCode[item.code] : undefined;
  if (!item || !flow) return null;
  const domain = typeof item.properties.domain === 'string' ? item.properties.domain : '';
  return { cartUuid: cart.uuid, flow, domain, itemId: item.id };
}

export function productNames(products: readonly HostingTutorialProduct[]): Set<string> {
  return new Set(products.map((p) => p.name));
}

/** The flow has something to offer with these products. */
export function flowAvailable(flow: TutorialFlow, products: readonly HostingTutorialProduct[]): boolean {
  return findStep(availableTree(tutorialTree, productNames(products)), flow) !== null;
}

/**
 * Cross-sell and up-sell offers of the cart view (spec §1 extras, contract E23): what the provider
 * offered after the last cart change, the capacity chosen on a backup offer, and the customer
 * accepting an offer. Accepting becomes `cart/item-add-requested` or `cart/item-upgrade-requested`
 * in an effect; an up-sell without `cartItemToUpgradeId` is recorded before it is added normally.
 */
import * as z from 'zod/mini';
import { AppError } from '../app-error';
import { CrossSellResponse } from '../contract/offers';
import { fact, intent, notFolded } from '../define';

export const crossSellEvents = {
  'cross-sell/received': fact(z.object({ offers: CrossSellResponse })),
  /** Quiet for the customer: the banners just disappear; the failure stays in the log. */
  'cross-sell/failed': fact(z.object({ error: AppError })),
  'cross-sell/backup-capacity-chosen': intent(z.object({ uid: z.string(), capacity: z.number() })),
  'cross-sell/offer-accepted': intent(
    z.object({ uid: z.string(), capacity: z.optional(z.number()) }),
    notFolded,
  ),
  /** Spec §8: an up-sell item without cartItemToUpgradeId is logged and added as a normal item. */
  'cross-sell/up-sell-target-missing': fact(z.object({ uid: z.string(), code: z.string() }), notFolded),
};

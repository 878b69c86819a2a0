/**
 * The cross-sell read model: the offers of the last answer of E23 (a failure clears them, quietly)
 * and the backup capacity chosen per offer. `cart/reset` starts it over.
 */
import { castDraft, freeze } from 'immer';
import { match } from 'ts-pattern';
import { initialCrossSellState } from './cross-sell-state';
import type { ReadModel } from './read-model';

export const reduceCrossSell: ReadModel = (draft, event) => {
  const crossSell = draft.crossSell;
  match(event)
    .with({ type: 'cross-sell/received' }, ({ payload }) => {
      crossSell.status = 'loaded';
      crossSell.xSell = castDraft(freeze(payload.offers.xSellProducts, true));
      crossSell.upSell = castDraft(freeze(payload.offers.upSellProducts, true));
    })
    .with({ type: 'cross-sell/failed' }, () => {
      crossSell.status = 'failed';
      crossSell.xSell = [];
      crossSell.upSell = [];
    })
    .with({ type: 'cross-sell/backup-capacity-chosen' }, ({ payload }) => {
      crossSell.backupCapacity[payload.uid] = payload.capacity;
    })
    .with({ type: 'cart/reset' }, () => {
      draft.crossSell = castDraft(initialCrossSellState);
    })
    .otherwise(() => {});
};

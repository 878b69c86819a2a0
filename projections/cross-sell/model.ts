/**
 * The cross-sell read model: the offers of the last answer of E23 (a failure clears them, quietly)
 * and the backup capacity chosen per offer. `cart/reset` starts it over.
 */
import { castDraft, freeze } from 'immer';
import { initialCrossSellState } from './state';
import { edit, onSlice } from '../on-events';

export const reduceCrossSell = onSlice('crossSell', {
  'cross-sell/received': edit((crossSell, { payload }) => {
    crossSell.status = 'loaded';
    crossSell.xSell = castDraft(freeze(payload.offers.xSellProducts, true));
    crossSell.upSell = castDraft(freeze(payload.offers.upSellProducts, true));
  }),
  'cross-sell/failed': edit((crossSell, _event) => {
    crossSell.status = 'failed';
    crossSell.xSell = [];
    crossSell.upSell = [];
  }),
  'cross-sell/backup-capacity-chosen': edit((crossSell, { payload }) => {
    crossSell.backupCapacity[payload.uid] = payload.capacity;
  }),
  'cart/reset': () => initialCrossSellState,
});

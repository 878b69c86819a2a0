/**
 * The shape of the cross-sell read model (projections/cross-sell/model.ts), apart so projections/state.ts can name
 * the slice without importing the reducer.
 */
import type { CrossSellItem } from '../../events/contract/offers';

export interface CrossSellState {
  /** `failed` shows no banners (failures are quiet); `idle` before the first answer. */
  status: 'idle' | 'loaded' | 'failed';
  xSell: CrossSellItem[];
  upSell: CrossSellItem[];
  /** Backup capacity (MB) the customer chose, by offer uid. */
  backupCapacity: Record<string, number>;
}

export const initialCrossSellState: CrossSellState = {
  status: 'idle',
  xSell: [],
  upSell: [],
  backupCapacity: {},
};

/**
 * Cart items after the first paint: licence counts, one-licence prices and the drawer's data
 * (registered in src/effects/runtime/deferred-effects.ts, decision 073).
 */
import type { DeferredFeature } from '../runtime/feature';
import { drawerDataEffect } from './drawer-data';
import { licenceDebounceEffect } from './licence-debounce';
import { licencePricesEffect } from './licence-prices';

export const cartItemsDeferred: DeferredFeature = {
  effects: [licenceDebounceEffect, licencePricesEffect, drawerDataEffect],
};

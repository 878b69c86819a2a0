/**
 * The cart after the first paint: proceeding to the order, and reading the cart again on the order
 * page (registered in src/effects/runtime/deferred-effects.ts, decision 073).
 */
import type { DeferredFeature } from '../runtime/feature';
import { cartProceedEffect } from './proceed';
import { orderReloadEffect } from './order-reload';

export const cartDeferred: DeferredFeature = { effects: [cartProceedEffect, orderReloadEffect] };

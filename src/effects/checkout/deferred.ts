/**
 * Checkout after the first paint: finishing the order and the bank-transfer details (registered in
 * src/effects/runtime/deferred-effects.ts, decision 073).
 */
import type { DeferredFeature } from '../runtime/feature';
import { finishOrderEffect } from './finish-order';
import { transferDetailsEffect } from './transfer-details';

export const checkoutDeferred: DeferredFeature = { effects: [finishOrderEffect, transferDetailsEffect] };

/**
 * Cross-sell offers, after the first paint (registered in src/effects/runtime/deferred-effects.ts,
 * decision 073).
 */
import type { DeferredFeature } from '../runtime/feature';
import { crossSellEffect } from './cross-sell';

export const crossSellDeferred: DeferredFeature = { effects: [crossSellEffect] };

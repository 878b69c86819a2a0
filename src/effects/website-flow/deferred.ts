/**
 * The website flow, after the first paint (registered in src/effects/runtime/deferred-effects.ts,
 * decision 073).
 */
import type { DeferredFeature } from '../runtime/feature';
import { websiteFlowEffect } from './website-flow';

export const websiteFlowDeferred: DeferredFeature = { effects: [websiteFlowEffect] };

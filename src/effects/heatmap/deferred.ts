/**
 * The heatmap script, after the first paint (registered in src/effects/runtime/deferred-effects.ts,
 * decision 073; the script itself: decision 080).
 */
import type { DeferredFeature } from '../runtime/feature';
import { heatmapEffect } from './heatmap';

export const heatmapDeferred: DeferredFeature = { effects: [heatmapEffect] };

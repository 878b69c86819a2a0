/**
 * The hosting tutorial, after the first paint (registered in
 * src/effects/runtime/deferred-effects.ts, decision 073).
 */
import type { DeferredFeature } from '../runtime/feature';
import { tutorialEffect } from './tutorial';

export const tutorialDeferred: DeferredFeature = { effects: [tutorialEffect] };

/**
 * The host page's registration link, after the first paint (registered in
 * src/effects/runtime/deferred-effects.ts, decision 073).
 */
import type { DeferredFeature } from '../runtime/feature';
import { registerEffect } from './register';

export const layoutDeferred: DeferredFeature = { effects: [registerEffect] };

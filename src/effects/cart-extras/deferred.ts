/**
 * The cart extras after the first paint: the note's debounce (registered in
 * src/effects/runtime/deferred-effects.ts, decision 073).
 */
import type { DeferredFeature } from '../runtime/feature';
import { noteDebounceEffect } from './note-debounce';

export const cartExtrasDeferred: DeferredFeature = { effects: [noteDebounceEffect] };

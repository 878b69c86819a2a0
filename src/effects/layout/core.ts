/**
 * The host page's take-over, from the first paint on (registered in
 * src/effects/runtime/core-effects.ts, decision 073).
 */
import type { CoreFeature } from '../runtime/feature';
import { hostTakeOverEffect } from './host-take-over';

export const layoutCore: CoreFeature = { effects: [hostTakeOverEffect] };

/** Navigation from the first paint on (registered in src/effects/runtime/core-effects.ts, decision 073). */
import type { CoreFeature } from '../runtime/feature';
import { navigationEffect } from './navigation';

export const navCore: CoreFeature = { effects: [navigationEffect] };

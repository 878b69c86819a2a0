/**
 * Steps from the first paint on: the stored user step (registered in
 * src/effects/runtime/core-effects.ts, decision 073).
 */
import type { CoreFeature } from '../runtime/feature';
import { userStepStorageEffect } from './user-step-storage';

export const stepsCore: CoreFeature = { effects: [userStepStorageEffect] };

/**
 * Steps after the first paint: the order step kept with the address, and scrolling to a step
 * (registered in src/effects/runtime/deferred-effects.ts, decision 073).
 */
import type { DeferredFeature } from '../runtime/feature';
import { orderStepSyncEffect } from './order-step-sync';
import { stepScrollEffect } from './scroll';

export const stepsDeferred: DeferredFeature = { effects: [orderStepSyncEffect, stepScrollEffect] };

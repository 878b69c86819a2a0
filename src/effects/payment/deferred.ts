/**
 * Payment options, after the first paint (registered in src/effects/runtime/deferred-effects.ts,
 * decision 073).
 */
import type { DeferredFeature } from '../runtime/feature';
import { paymentOptionsEffect } from './options';

export const paymentDeferred: DeferredFeature = { effects: [paymentOptionsEffect] };

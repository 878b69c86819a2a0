/**
 * Error reporting, after the first paint (decision 017) (registered in
 * src/effects/runtime/deferred-effects.ts, decision 073).
 */
import type { DeferredFeature } from '../runtime/feature';
import { errorReportingEffect } from './error-reporting';

export const appDeferred: DeferredFeature = { effects: [errorReportingEffect] };

/**
 * The domain checker's search and ownership checks, after the first paint (registered in
 * src/effects/runtime/deferred-effects.ts, decision 073).
 */
import type { DeferredFeature } from '../runtime/feature';
import { domainCheckerOwnershipEffect } from './ownership';
import { domainCheckerSearchEffect } from './search';

export const domainCheckerDeferred: DeferredFeature = {
  effects: [domainCheckerSearchEffect, domainCheckerOwnershipEffect],
};

/**
 * How a feature registers its effects (decision 073): what it starts before the first paint (its
 * cart commands and core effects, core-effects.ts) and what after it (deferred-effects.ts, a chunk
 * of its own, decision 008). Each feature says it in `src/effects/<feature>/core.ts` and `src/effects/<feature>/deferred.ts`; the
 * two hubs are lists of those registrations, in start order.
 */
import type { CartCommandRunners } from '../cart/command';
import type { CoreEffect, Effect } from './start-effects';

export interface CoreFeature {
  /** The feature's intents that become cart commands, run by the cart queue. */
  readonly cartCommands?: CartCommandRunners;
  /** Effects that must run from the first paint on (they use only the core API client). */
  readonly effects?: readonly CoreEffect[];
}

export interface DeferredFeature {
  /** Effects started after the first paint, on a late view of the log that misses no event. */
  readonly effects: readonly Effect[];
}

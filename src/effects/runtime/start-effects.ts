/**
 * Starting a list of effects against their ports and stopping them together. Kept apart from
 * all-effects.ts (which lists every effect) so that boot can start the core effects without bundling
 * the deferred ones (decision 008).
 */
import { Subscription } from 'rxjs';
import type { CoreEffectDeps, EffectDeps } from './deps';

export type Effect = (deps: EffectDeps) => Subscription;
/** A core effect: needs only the cart family of the API client (decision 008). */
export type CoreEffect = (deps: CoreEffectDeps) => Subscription;

/** Starts the effects in order; the returned function stops them all. */
export function startEffectList<D>(deps: D, effects: readonly ((deps: D) => Subscription)[]): () => void {
  const all = new Subscription();
  for (const effect of effects) all.add(effect(deps));
  return () => all.unsubscribe();
}

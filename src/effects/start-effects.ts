/**
 * Starting a list of effects against their ports and stopping them together. Kept apart from
 * runtime.ts (which lists every effect) so that boot can start the core effects without bundling
 * the deferred ones (decision 008).
 */
import { Subscription } from 'rxjs';
import type { EffectDeps } from './deps';

export type Effect = (deps: EffectDeps) => Subscription;

/** Starts the effects in order; the returned function stops them all. */
export function startEffectList(deps: EffectDeps, effects: readonly Effect[]): () => void {
  const all = new Subscription();
  for (const effect of effects) all.add(effect(deps));
  return () => all.unsubscribe();
}

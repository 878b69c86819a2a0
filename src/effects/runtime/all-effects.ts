/**
 * The effects runtime: every effect of the app. Effects listen to intents and append facts; they
 * are the only code that touches the network, timers, storage and the browser location
 * (design.md). `defaultEffects` is every effect in the order the browser starts them (core first,
 * then the deferred group, decision 008); Node runs (scenarios, tests) start them all at once.
 */
import { coreEffects } from './core-effects';
import { deferredEffects } from './deferred-effects';
import type { EffectDeps } from './deps';
import { startEffectList, type Effect } from './start-effects';

const defaultEffects: readonly Effect[] = [...coreEffects, ...deferredEffects];

export function startEffects(deps: EffectDeps, effects: readonly Effect[] = defaultEffects): () => void {
  return startEffectList(deps, effects);
}

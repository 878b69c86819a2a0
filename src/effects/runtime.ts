/**
 * The effects runtime: starts every effect against the log and stops them together. Effects listen
 * to intents and append facts; they are the only code that touches the network, timers, storage
 * and the browser location (design.md).
 */
import { Subscription } from 'rxjs';
import type { EffectDeps } from './deps';
import { cartLoadEffect } from './cart-load';
import { cartQueueEffect } from './cart-queue';
import { languageEffect } from './language';
import { loginEffect } from './login';
import { navigationEffect } from './navigation';
import { userStepStorageEffect } from './user-step-storage';

export type Effect = (deps: EffectDeps) => Subscription;

export const defaultEffects: readonly Effect[] = [
  cartQueueEffect,
  cartLoadEffect,
  userStepStorageEffect,
  loginEffect,
  languageEffect,
  navigationEffect,
];

export function startEffects(deps: EffectDeps, effects: readonly Effect[] = defaultEffects): () => void {
  const all = new Subscription();
  for (const effect of effects) all.add(effect(deps));
  return () => all.unsubscribe();
}

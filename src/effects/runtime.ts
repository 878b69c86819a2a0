/**
 * The effects runtime: starts every effect against the log and stops them together. Effects listen
 * to intents and append facts; they are the only code that touches the network, timers, storage
 * and the browser location (design.md).
 */
import { Subscription } from 'rxjs';
import type { EffectDeps } from './deps';
import { billingProfileFlowEffect } from './billing-profile-flow';
import { cartLoadEffect } from './cart-load';
import { cartProceedEffect } from './cart-proceed';
import { cartQueueEffect } from './cart-queue';
import { crossSellEffect } from './cross-sell';
import { domainCheckerOwnershipEffect } from './domain-checker-ownership';
import { domainCheckerSearchEffect } from './domain-checker-search';
import { domainProfileFlowEffect } from './domain-profile-flow';
import { drawerDataEffect } from './drawer-data';
import { finishOrderEffect } from './finish-order';
import { hostTakeOverEffect } from './host-take-over';
import { languageEffect } from './language';
import { licenceDebounceEffect } from './licence-debounce';
import { licencePricesEffect } from './licence-prices';
import { loginEffect } from './login';
import { migrationEffect } from './migration';
import { navigationEffect } from './navigation';
import { noteDebounceEffect } from './note-debounce';
import { optionalSettingsEffect } from './optional-settings';
import { orderStepSyncEffect } from './order-step-sync';
import { paymentOptionsEffect } from './payment-options';
import { profileChecksEffect } from './profile-checks';
import { profilesLoadEffect } from './profiles-load';
import { registerEffect } from './register';
import { serverFormsEffect } from './server-forms';
import { requiredFieldsEffect } from './required-fields';
import { signupEffect } from './signup';
import { stepScrollEffect } from './step-scroll';
import { transferDetailsEffect } from './transfer-details';
import { tutorialEffect } from './tutorial';
import { userStepStorageEffect } from './user-step-storage';
import { websiteFlowEffect } from './website-flow';

export type Effect = (deps: EffectDeps) => Subscription;

export const defaultEffects: readonly Effect[] = [
  cartQueueEffect,
  cartLoadEffect,
  userStepStorageEffect,
  loginEffect,
  languageEffect,
  navigationEffect,
  noteDebounceEffect,
  crossSellEffect,
  migrationEffect,
  cartProceedEffect,
  licenceDebounceEffect,
  licencePricesEffect,
  drawerDataEffect,
  profilesLoadEffect,
  requiredFieldsEffect,
  profileChecksEffect,
  signupEffect,
  billingProfileFlowEffect,
  domainProfileFlowEffect,
  finishOrderEffect,
  orderStepSyncEffect,
  paymentOptionsEffect,
  stepScrollEffect,
  transferDetailsEffect,
  registerEffect,
  hostTakeOverEffect,
  tutorialEffect,
  domainCheckerSearchEffect,
  domainCheckerOwnershipEffect,
  websiteFlowEffect,
  serverFormsEffect,
  optionalSettingsEffect,
];

export function startEffects(deps: EffectDeps, effects: readonly Effect[] = defaultEffects): () => void {
  const all = new Subscription();
  for (const effect of effects) all.add(effect(deps));
  return () => all.unsubscribe();
}

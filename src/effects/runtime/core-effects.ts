/**
 * The effects the app starts with, before the first paint: the cart's command queue with every
 * feature's cart commands, loading the cart, the stored user step, login, logout (and forgetting the
 * customer's stored data), language, navigation and the host page. Everything else is in
 * deferred-effects.ts, a chunk loaded after the first paint (decision 008), which keeps the cart
 * route's initial JavaScript small. This is the registry of features' core parts (decision 073):
 * one line per feature, in start order; each feature says what it starts in `src/effects/<feature>/core.ts`.
 */
import { appCore } from '../app/core';
import { cartCore } from '../cart/core';
import { cartExtrasCore } from '../cart-extras/core';
import { layoutCore } from '../layout/core';
import { migrationCore } from '../migration/core';
import { navCore } from '../nav/core';
import { paymentCore } from '../payment/core';
import { profilesCore } from '../profiles/core';
import { stepsCore } from '../steps/core';
import { uiCore } from '../ui/core';
import { mergeCartCommandRunners, type CartCommandRunners } from '../cart/command';
import { cartQueue } from '../cart/queue';
import type { CoreFeature } from './feature';
import type { CoreEffect } from './start-effects';

const coreFeatures: readonly CoreFeature[] = [
  cartCore,
  cartExtrasCore,
  paymentCore,
  profilesCore,
  migrationCore,
  stepsCore,
  uiCore,
  appCore,
  navCore,
  layoutCore,
];

/** Every registered feature's intents that become cart commands. */
export const cartCommandRunners: CartCommandRunners = mergeCartCommandRunners(
  coreFeatures.flatMap((feature) => (feature.cartCommands ? [feature.cartCommands] : [])),
);

/** The cart command queue, running every registered feature's cart commands. */
export const cartQueueEffect: CoreEffect = cartQueue(cartCommandRunners);

export const coreEffects: readonly CoreEffect[] = [
  cartQueueEffect,
  ...coreFeatures.flatMap((feature) => feature.effects ?? []),
];

/**
 * The effects the app starts with, before the first paint: loading the cart and its command queue,
 * navigation, language, login, logout (and forgetting the customer's stored data) and the host
 * page. Everything else is in deferred-effects.ts, a chunk loaded after the first paint (decision
 * 008), which keeps the cart route's initial JavaScript small.
 */
import { cartLoadEffect } from '../cart/load';
import { cartQueueEffect } from '../cart/queue';
import { forgetCustomerEffect } from '../customer-data';
import { hostTakeOverEffect } from '../layout/host-take-over';
import { languageEffect } from '../app/language';
import { loginEffect } from '../ui/login';
import { logoutEffect } from '../ui/logout';
import { navigationEffect } from '../nav/navigation';
import type { CoreEffect } from './start-effects';
import { userStepStorageEffect } from '../steps/user-step-storage';

export const coreEffects: readonly CoreEffect[] = [
  cartQueueEffect,
  cartLoadEffect,
  userStepStorageEffect,
  forgetCustomerEffect,
  loginEffect,
  logoutEffect,
  languageEffect,
  navigationEffect,
  hostTakeOverEffect,
];

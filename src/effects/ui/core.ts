/**
 * Login, logout (here and in another tab) and forgetting the customer's stored data, from the first paint on (registered in
 * src/effects/runtime/core-effects.ts, decision 073).
 */
import type { CoreFeature } from '../runtime/feature';
import { forgetCustomerEffect } from '../customer-data';
import { loginEffect } from './login';
import { logoutEffect } from './logout';
import { logoutElsewhereEffect } from './logout-elsewhere';

export const uiCore: CoreFeature = {
  effects: [forgetCustomerEffect, loginEffect, logoutEffect, logoutElsewhereEffect],
};

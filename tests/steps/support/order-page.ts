/**
 * The order page's effects on the effect harness, as the app runs them around the step in the URL:
 * the cart queue and load, the stored step, leaving the cart, the step sync and navigation, booted
 * at a path (with a stored step if given) and the cart loaded. `settle` lets their chains run out.
 */
import { foldAll } from '../../../projections/fold';
import type { ApiClient } from '../../../src/api/client';
import { cartLoadEffect } from '../../../src/effects/cart/load';
import { cartProceedEffect } from '../../../src/effects/cart/proceed';
import { cartQueueEffect } from '../../../src/effects/runtime/core-effects';
import { navigationEffect } from '../../../src/effects/nav/navigation';
import { orderStepSyncEffect } from '../../../src/effects/steps/order-step-sync';
import { USER_STEP_KEY, userStepStorageEffect } from '../../../src/effects/steps/user-step-storage';
import { bootPayload } from '../../support/builders';
import { flush, harness } from '../../support/effect-harness';

/** Yields to the event loop a few times: enough for a reply and the intents it leads to. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 6; i++) await flush();
}

export async function openOrderPage(
  api: Partial<ApiClient>,
  path: string,
  stored?: { step: string; cartUuid: string },
) {
  const h = harness(api);
  const [p, q] = path.split('?');
  h.browser.path = p ?? '';
  h.browser.query = q ? `?${q}` : '';
  if (stored) h.deps.storage.setItem(USER_STEP_KEY, JSON.stringify(stored));
  h.log.append('app/booted', bootPayload());
  for (const effect of [
    cartQueueEffect,
    cartLoadEffect,
    userStepStorageEffect,
    cartProceedEffect,
    orderStepSyncEffect,
    navigationEffect,
  ])
    effect(h.deps);
  h.log.append('cart/load-requested', { reason: 'boot' });
  await settle();
  return { h, state: () => foldAll(h.log.all()), url: () => `${h.browser.path}${h.browser.query}` };
}

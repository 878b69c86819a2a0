/**
 * Keeps the user step in local storage with the cart uuid (spec §4): restored after a reload for
 * the same cart, dropped for a different cart or on reset. Also clears stored transfer payment
 * data once the cart has items (spec §4).
 */
import { Subscription } from 'rxjs';
import * as z from 'zod/mini';
import { StepName } from '../../events/contract/scalars';
import type { EffectDeps } from './deps';

export const USER_STEP_KEY = 'checkout.userStep';
export const TRANSFER_DATA_KEY = 'checkout.transferPayment';
const Stored = z.object({ step: StepName, cartUuid: z.string() });

export function userStepStorageEffect({ log, storage }: EffectDeps): Subscription {
  let cartUuid: string | null = null;
  let restoredFor: string | null = null;
  return log.events$.subscribe((event) => {
    switch (event.type) {
      case 'cart/received': {
        cartUuid = event.payload.cart.uuid;
        if (event.payload.cart.items.length > 0) storage.removeItem(TRANSFER_DATA_KEY);
        if (restoredFor === cartUuid) return;
        restoredFor = cartUuid;
        const stored = readStored(storage.getItem(USER_STEP_KEY));
        if (stored && stored.cartUuid === cartUuid) log.append('steps/user-step-restored', stored);
        else if (stored) storage.removeItem(USER_STEP_KEY);
        return;
      }
      case 'steps/user-step-set':
        if (cartUuid) storage.setItem(USER_STEP_KEY, JSON.stringify({ step: event.payload.step, cartUuid }));
        return;
      case 'cart/reset':
        storage.removeItem(USER_STEP_KEY);
        cartUuid = null;
        restoredFor = null;
        return;
      default:
        return;
    }
  });
}

function readStored(raw: string | null): z.infer<typeof Stored> | null {
  if (!raw) return null;
  try {
    const parsed = Stored.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the user step in local storage with the cart uuid (spec §4): restored after a reload for
 * the same cart, dropped for a different cart or on reset. The step is derived from the steps
 * projection, so every move is saved (set, next, back, restored, reset to the cart by another
 * cart's reply), not only explicit sets; the cart step is stored as nothing. Also clears stored
 * transfer payment data once the cart has items (spec §4). Logging out drops the step with the rest
 * of the customer's data (customer-data.ts); a storage that refuses the write only means the step
 * is not kept (decision 042).
 */
import { Subscription, distinctUntilChanged, filter, map, tap } from 'rxjs';
import * as z from 'zod/mini';
import { StepName } from '../../../events/contract/scalars';
import type { CoreEffectDeps } from '../runtime/deps';
import { foldedEvents } from '../runtime/folded-events';
import { readStoredJson, removeStored, writeStored } from '../../shared/stored-json';

export const USER_STEP_KEY = 'checkout.userStep';
export const TRANSFER_DATA_KEY = 'checkout.transferPayment';
const Stored = z.object({ step: StepName, cartUuid: z.string() });
type Stored = z.infer<typeof Stored>;

export function userStepStorageEffect({ log, storage }: CoreEffectDeps): Subscription {
  let restoredFor: string | null = null;
  return foldedEvents(log)
    .pipe(
      // Read the stored step before this event's state is saved (the restore is appended after it).
      tap(({ event }) => {
        if (event.type === 'cart/received') {
          const cartUuid = event.payload.cart.uuid;
          if (event.payload.cart.items.length > 0) removeStored(storage, TRANSFER_DATA_KEY);
          if (restoredFor === cartUuid) return;
          restoredFor = cartUuid;
          const stored = readStoredJson(storage, USER_STEP_KEY, Stored);
          if (stored && stored.cartUuid === cartUuid) log.append('steps/user-step-restored', stored);
          else if (stored) removeStored(storage, USER_STEP_KEY);
        } else if (event.type === 'cart/reset') {
          removeStored(storage, USER_STEP_KEY);
          restoredFor = null;
        }
      }),
      map(({ state }) => ({ step: state.steps.userStep, cartUuid: state.steps.cartUuid })),
      distinctUntilChanged((a, b) => a.step === b.step && a.cartUuid === b.cartUuid),
      filter((saved): saved is Stored => saved.cartUuid !== null),
    )
    .subscribe((saved) => {
      // The cart step is where a customer starts anyway: nothing stored means the cart.
      if (saved.step === 'cart') removeStored(storage, USER_STEP_KEY);
      else writeStored(storage, USER_STEP_KEY, JSON.stringify(saved));
    });
}

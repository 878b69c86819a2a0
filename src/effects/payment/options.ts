/**
 * The payment step's traffic (spec §4 "Payment options", contract E36, E15): the options are loaded
 * (`GET /payment-options`) each time the logged-in customer enters the payment step, or opens the
 * order view before they were ever loaded (the summary and card-only need them); a customer who
 * arrives at the step with nothing chosen and nothing on the cart gets one option chosen for them
 * (auto-selection.ts), once per arrival and as their own choice would be; a complete choice that
 * differs from the cart's is stored on the cart through the cart queue.
 */
import { Subscription, asapScheduler, debounceTime, exhaustMap, from } from 'rxjs';
import type { PaymentRequest } from '../../../events/contract/payment';
import { groupById } from '../../../projections/payment/selection';
import { canChooseOption } from '../../../projections/payment/option-order';
import { autoSelection } from '../../../projections/payment/auto-selection';
import { paymentSaving } from '../../../projections/payment/selectors';
import { isLoggedIn, loadedCart } from '../../../projections/cart/selectors';
import { currentLocation } from '../../../projections/nav/selectors';
import { currentStep } from '../../../projections/steps/selectors';
import type { AppState } from '../../../projections/state';
import type { PaymentSelection } from '../../../projections/payment/state';
import type { ApiClient } from '../../api/client';
import { stripLanguagePrefix } from '../../i18n/locales';
import type { EffectDeps, EffectLog } from '../runtime/deps';
import { ofType } from '../runtime/event-filters';
import { foldedEvents } from '../runtime/folded-events';
import { ORDER_PATH } from '../../router/step-paths';
import { loginIfUnauthorized } from '../session-loss';

function onPaymentStep(state: AppState): boolean {
  return (
    state.steps.editMode === 'payment-method' ||
    (state.steps.editMode === null && currentStep(state) === 'payment-method')
  );
}

/** A selection E15 accepts: a group, and an option unless the group is transfer or offers none to choose. */
function completeSelection(state: AppState, selection: PaymentSelection): PaymentRequest | null {
  const { groupId, optionId, recurrence } = selection;
  if (groupId === null) return null;
  const group = groupById(state.payment.groups, groupId);
  if (!group) return null;
  const choosable = group.paymentOptions.some(canChooseOption);
  if (optionId === null && groupId !== 'transfer' && choosable) return null;
  return { groupId, optionId, recurrence };
}

function differsFromCart(state: AppState, request: PaymentRequest): boolean {
  const saved = loadedCart(state)?.paymentOption ?? null;
  return (
    saved === null ||
    saved.groupId !== request.groupId ||
    saved.optionId !== request.optionId ||
    saved.recurrence !== request.recurrence
  );
}

export function paymentOptionsEffect({ log, api, config, scheduler }: EffectDeps): Subscription {
  const subscription = new Subscription();
  const folded$ = foldedEvents(log);
  let wasOnStep = false;
  subscription.add(
    folded$.pipe(debounceTime(0, scheduler ?? asapScheduler)).subscribe(({ state }) => {
      const onStep = isLoggedIn(state) && onPaymentStep(state);
      const entering = onStep && !wasOnStep;
      wasOnStep = onStep;
      const onOrderView =
        stripLanguagePrefix(currentLocation(state).path, config.languages).rest === ORDER_PATH;
      const never = isLoggedIn(state) && onOrderView && state.payment.load.status === 'idle';
      if ((entering || never) && state.payment.load.status !== 'loading')
        log.append('payment/options-requested', {});
    }),
  );
  subscription.add(
    log.events$
      .pipe(
        ofType('payment/options-requested'),
        exhaustMap(() => from(load(log, api))),
      )
      .subscribe(),
  );
  subscription.add(
    folded$.subscribe(({ event, state }) => {
      if (event.type !== 'payment/options-received' || !arrivedWithNothingChosen(state)) return;
      const choice = autoSelection(state.payment.groups, state.payment.cardOnly);
      if (choice) log.append('payment/option-selected', choice);
    }),
  );
  subscription.add(
    folded$.subscribe(({ event, state }) => {
      if (event.type !== 'payment/group-selected' && event.type !== 'payment/option-selected') return;
      const request = completeSelection(state, state.payment.selected);
      if (request && differsFromCart(state, request))
        log.append('payment/option-save-requested', { request });
    }),
  );
  return subscription;
}

/**
 * Spec §4 "one option is selected automatically": only on the step, with no choice made (a
 * customer's, or the saved one edit mode re-selects), none on the cart, none on its way, and no
 * vanished option to tell about. A refused choice stays chosen, so a refusal never starts another.
 */
function arrivedWithNothingChosen(state: AppState): boolean {
  const { selected, error, load } = state.payment;
  return (
    isLoggedIn(state) &&
    onPaymentStep(state) &&
    load.status === 'loaded' &&
    selected.groupId === null &&
    error === null &&
    (loadedCart(state)?.paymentOption ?? null) === null &&
    !paymentSaving(state)
  );
}

async function load(log: EffectLog, api: ApiClient): Promise<void> {
  const result = await api.getPaymentOptions();
  if (result.ok) log.append('payment/options-received', { groups: result.value });
  else {
    log.append('payment/options-failed', { error: result.error });
    loginIfUnauthorized(log, result.error);
  }
}

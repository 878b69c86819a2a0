/**
 * Small pure questions the views ask of the state, so that no component computes a business rule:
 * is the customer logged in, is the cart empty, how is an item doing, which messages does a path
 * show, which step is current and how the stepper looks, the summary figures, where the customer is.
 * The effects ask the same questions (src/effects/runtime/folded-events.ts).
 */
import type { Message } from '../events/catalogue/messages';
import type { Cart } from '../events/contract/cart';
import type { StepName } from '../events/contract/scalars';
import { DONE, completeByBoth, firstStepWithIssues, normalizeStep, userProgress } from './steps/progress';
import { cartOf, workflowOf } from './read-model';
import type { AppState } from './state';
import type { ItemStatus } from './cart/state';

const noMessages: readonly Message[] = Object.freeze([]);
const idleItem: ItemStatus = Object.freeze({ disabled: false, error: null });

/** The cart to render: loaded, or the last good one after a failed reload; null before the first load. */
export function loadedCart(state: AppState): Cart | null {
  return cartOf(state.cart.load);
}

/** Logged in exactly when the cart has a user (contract §1.10). */
export function isLoggedIn(state: AppState): boolean {
  return (loadedCart(state)?.user ?? null) !== null;
}

/** True only for a cart that has loaded and has no items (routes then go to empty-cart). */
export function cartIsEmpty(state: AppState): boolean {
  const cart = loadedCart(state);
  return cart !== null && cart.items.length === 0;
}

/** The cart as the route guards see it. */
export function cartShape(state: AppState): 'initial' | 'empty' | 'filled' | 'failed' {
  const cart = loadedCart(state);
  if (cart === null) return state.cart.load.status === 'failed' ? 'failed' : 'initial';
  return cart.items.length === 0 ? 'empty' : 'filled';
}

/** Whether the cart the provider last sent holds this item (none before the first load or after a reset). */
export function cartHasItem(state: AppState, itemId: string): boolean {
  return loadedCart(state)?.items.some((item) => item.id === itemId) ?? false;
}

/**
 * Where the customer is: the path (with its language prefix) and query of the last `nav/changed`;
 * `/` and no query before the router has reported any.
 */
export function currentLocation(state: AppState): Readonly<{ path: string; search: string }> {
  return state.nav;
}

export interface ItemView extends ItemStatus {
  /** A command for this item has started and not yet been answered. */
  loading: boolean;
  hasError: boolean;
  /** Greyed out: loading, flagged by the provider or holding a message (spec §4). */
  greyed: boolean;
}

export function itemState(state: AppState, itemId: string): ItemView {
  const status = state.cart.items[itemId] ?? idleItem;
  const loading = state.cartCommands.running.some((r) => r.itemId === itemId);
  const hasError = status.error !== null;
  return { ...status, loading, hasError, greyed: loading || status.disabled || hasError };
}

export function messagesAt(state: AppState, path: string): readonly Message[] {
  return state.messages.byPath[path] ?? noMessages;
}

/** The step the customer is on, moved forward to an applicable one if it no longer applies. */
export function currentStep(state: AppState): StepName {
  return normalizeStep(workflowOf(state), state.steps.applicable, state.steps.userStep);
}

export function stepWithIssues(state: AppState): StepName {
  return firstStepWithIssues(state.steps.applicable, state.steps.dataProgress);
}

export interface StepperStep {
  step: StepName;
  /** Position among the steps shown, from 1. */
  number: number;
  dataProgress: number;
  userProgress: number;
  /** Complete by both data and customer. */
  done: boolean;
  current: boolean;
  editing: boolean;
  /** Clickable: done or current (a step link is clickable only when enabled). */
  enabled: boolean;
  issue: boolean;
}

/** The applicable steps as the stepper shows them; the Swedish workflow hides the billing step. */
export function stepsForStepper(state: AppState): StepperStep[] {
  const workflow = workflowOf(state);
  const { userStep, dataProgress, editMode } = state.steps;
  const current = currentStep(state);
  const shown = state.steps.applicable.filter((s) => !(workflow === 2 && s === 'billing-profile'));
  return shown.map((step, index) => {
    const user = userProgress(workflow, userStep, step, dataProgress);
    const done = completeByBoth(workflow, userStep, step, dataProgress);
    return {
      step,
      number: index + 1,
      dataProgress: dataProgress[step],
      userProgress: user,
      done,
      current: step === current,
      editing: step === editMode,
      enabled: done || step === current,
      issue: user === DONE && dataProgress[step] !== DONE,
    };
  });
}

/** Every applicable step complete by both data and customer. */
export function allStepsDone(state: AppState): boolean {
  const workflow = workflowOf(state);
  const { userStep, dataProgress, applicable } = state.steps;
  return applicable.every((s) => completeByBoth(workflow, userStep, s, dataProgress));
}

/** Spec §4: editing a step other than the current one, with the user step past the second step. */
export function backdropActive(state: AppState): boolean {
  const { editMode, applicable } = state.steps;
  const current = currentStep(state);
  return editMode !== null && editMode !== current && applicable.indexOf(current) > 1;
}

export interface SummaryNumbers {
  count: number;
  vatExcluded: number;
  vatIncluded: number;
  /** The provider's VAT (`summary.price.vatOnly`): what it charges, whatever its rounding (issue 22). */
  vatAmount: number;
  vatPercentage: number;
  discount: number;
  currency: string;
  currencySymbol: string;
}

export function summaryNumbers(state: AppState): SummaryNumbers | null {
  const cart = loadedCart(state);
  if (!cart) return null;
  const { summary } = cart;
  return {
    count: summary.count,
    vatExcluded: summary.price.vatExcluded,
    vatIncluded: summary.price.vatIncluded,
    vatAmount: summary.price.vatOnly,
    vatPercentage: summary.price.vatPercentage,
    discount: summary.discount,
    currency: summary.currency.name,
    currencySymbol: summary.currency.symbol,
  };
}

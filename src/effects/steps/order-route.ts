/**
 * Keeps the order view's `step` query parameter and the user step in line (spec §2, §4), as one
 * pure function; order-step-sync.ts carries its actions out. Rules: docs/decisions/045 ("The step
 * in the URL") and 015 ("Leaving the cart while logged in validates").
 */
import { StepName } from '../../../events/contract/scalars';
import { DONE, workflowOrder } from '../../../projections/steps/progress';
import { workflowOf } from '../../../projections/read-model';
import { cartShape, isLoggedIn, continueAsked } from '../../../projections/cart/selectors';
import { currentStep } from '../../../projections/steps/selectors';
import type { AppState } from '../../../projections/state';
import { CART_PATH, ORDER_PATH, stepPath } from '../../router/step-paths';

export type RouteAction =
  | { kind: 'set-step'; step: StepName }
  | { kind: 'navigate'; to: string; replace: boolean }
  /** Validate the cart (E7) and, once accepted, open `next` (src/effects/cart/proceed.ts). */
  | { kind: 'validate'; next: StepName };

export interface RouteInput {
  state: AppState;
  /** Path without the language prefix. */
  path: string;
  /** Query string, with or without `?`. */
  search: string;
  /** What changed last: the location or the user step. */
  trigger: 'url' | 'step';
  /** The order view is being entered (or its cart just arrived). */
  opening: boolean;
}

function stepParam(search: string): StepName | null {
  const parsed = StepName.safeParse(new URLSearchParams(search).get('step'));
  return parsed.success ? parsed.data : null;
}

/**
 * A step may be opened from the URL when it applies and is not after the current one, or when
 * every step before it has complete data (browser forward after back, a bookmarked later step).
 */
function reachable(state: AppState, step: StepName): boolean {
  if (step === 'cart') return true;
  const { applicable, dataProgress } = state.steps;
  if (!applicable.includes(step)) return false;
  const order = workflowOrder(workflowOf(state));
  if (order.indexOf(step) <= order.indexOf(currentStep(state))) return true;
  return applicable.slice(0, applicable.indexOf(step)).every((s) => dataProgress[s] === DONE);
}

/** The first applicable step before the current one whose data is incomplete. */
function earlierIssue(state: AppState): StepName | null {
  const current = currentStep(state);
  const { applicable, dataProgress } = state.steps;
  const before = applicable.slice(0, Math.max(0, applicable.indexOf(current)));
  return before.find((s) => s !== 'cart' && dataProgress[s] !== DONE) ?? null;
}

/**
 * Whoever moved last wins: a location change (back/forward, a typed URL, the login return) moves
 * the user step if that step may be opened; a step change (submit, back, a failed checkout) moves
 * the location. Opening the order view moves to the first earlier step with issues. A logged-in
 * customer leaves the cart step for an order step only through the cart validation (decision 015).
 */
export function routeActions(input: RouteInput): RouteAction[] {
  const { state, path } = input;
  if (cartShape(state) !== 'filled') return [];
  if (path === ORDER_PATH) return orderViewActions(input);
  if (path === CART_PATH) return loginReturnActions(input);
  return [];
}

function orderViewActions({ state, search, trigger, opening }: RouteInput): RouteAction[] {
  const wanted = stepParam(search);
  if (opening) {
    const issue = earlierIssue(state);
    if (issue !== null)
      return [
        { kind: 'set-step', step: issue },
        { kind: 'navigate', to: stepPath(issue), replace: true },
      ];
  }
  const current = currentStep(state);
  if (trigger === 'url' && wanted !== null && wanted !== current && reachable(state, wanted)) {
    if (leavesCart(state, wanted)) return validateOnCart(state, wanted);
    return [{ kind: 'set-step', step: wanted }];
  }
  if (wanted === current) return [];
  return [{ kind: 'navigate', to: stepPath(current), replace: trigger === 'url' || wanted === null }];
}

/**
 * Back from login (contract §1.10) the cart URL carries `step`: the logged-in customer leaves the
 * cart for the step kept in local storage, or else the one the login asked for, once the cart
 * validation accepts the cart (the `step` parameter is dropped meanwhile, so it is asked once).
 */
function loginReturnActions({ state, search, trigger }: RouteInput): RouteAction[] {
  const wanted = stepParam(search);
  if (trigger !== 'url' || wanted === null || wanted === 'cart' || !isLoggedIn(state)) return [];
  const current = currentStep(state);
  return validateOnCart(state, current !== 'cart' ? current : wanted);
}

/** A logged-in customer on the cart step moving to an order step. */
function leavesCart(state: AppState, step: StepName): boolean {
  return step !== 'cart' && currentStep(state) === 'cart' && isLoggedIn(state);
}

/**
 * Stay on (or go back to) the cart and validate it for `next`; a validation already on its way
 * (the continue button, or this asked a moment ago) is not asked again.
 */
function validateOnCart(state: AppState, next: StepName): RouteAction[] {
  const validate: RouteAction[] = continueAsked(state) ? [] : [{ kind: 'validate', next }];
  return [...validate, { kind: 'navigate', to: CART_PATH, replace: true }];
}

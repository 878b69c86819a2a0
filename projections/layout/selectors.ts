/**
 * What the main layout shows (spec §2 "Main layout"): the mini cart's count and total and where
 * its click leads, the login drawer's state and the account entry of the header. A checkout in
 * progress is a cart-level command running (`isProceeding`: validate, quick order, reload) or the
 * finish-order flag of the checkout model; while it lasts the mini cart does not navigate.
 */
import type { StepName, Workflow } from '../../events/contract/scalars';
import { workflowOrder } from '../steps/progress';
import { isProceeding, isLoggedIn, loadedCart } from '../cart/selectors';
import { checkoutInProgress } from '../checkout/selectors';
import type { AppState } from '../state';
import { routePath } from '../../events/route-table';

export interface MiniCartView {
  count: number;
  /** Total without VAT (every amount of the contract is VAT excluded unless named otherwise). */
  total: number;
  currency: string;
}

export function miniCart(state: AppState): MiniCartView | null {
  const cart = loadedCart(state);
  if (!cart) return null;
  return {
    count: cart.items.length,
    total: cart.summary.price.vatExcluded,
    currency: cart.summary.currency.name,
  };
}

function orderInProgress(state: AppState): boolean {
  return isProceeding(state) || checkoutInProgress(state);
}

/** Where a mini-cart click goes: the cart, unless a checkout is in progress (then nowhere). */
export function miniCartTarget(state: AppState): string | null {
  return orderInProgress(state) ? null : routePath('checkout');
}

/** The workflow's second step: where register and login lead (billing, or domain profile in Sweden). */
export function secondStepFor(workflow: Workflow): StepName {
  return workflowOrder(workflow)[1] ?? 'billing-profile';
}

export interface LoginPanelView {
  open: boolean;
  /** Login pressed: the browser is on its way to the login page. */
  loggingIn: boolean;
  registering: boolean;
}

export function loginPanelView(state: AppState): LoginPanelView {
  return {
    open: state.ui.sidePanel === 'login',
    loggingIn: state.ui.login === 'redirecting',
    registering: state.layout.register === 'pending',
  };
}

export type AccountView =
  | {
      loggedIn: true;
      login: string;
      /** Logout pressed: the browser is on its way out. */ loggingOut: boolean;
    }
  | { loggedIn: false };

/**
 * The header's account entry: the customer's login and a logout once logged in, else a way to
 * the login drawer.
 */
export function accountView(state: AppState): AccountView {
  const user = loadedCart(state)?.user ?? null;
  return isLoggedIn(state) && user
    ? { loggedIn: true, login: user.login, loggingOut: state.ui.logout === 'redirecting' }
    : { loggedIn: false };
}

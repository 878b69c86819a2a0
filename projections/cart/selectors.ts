/**
 * Whether cart commands are running, answered in one place: a named command in flight, a cart-level
 * command started (`cartCommands.proceeding`), a continue or quick order asked and not yet answered
 * (`cartExtras`: asked before its command starts), and all of these together, which is when the cart's
 * proceed buttons wait. Views and effects ask these rather than reading the counters themselves.
 */
import type { CartCommandName } from '../../events/catalogue/cart-commands';
import type { AppState } from '../state';

/** Any cart command, for an item or for the cart, has started and is not yet answered. */
export function anyCommandRunning(state: AppState): boolean {
  return state.cartCommands.pending > 0;
}

/** One of these commands has started and is not yet answered. */
export function commandRunning(state: AppState, ...commands: CartCommandName[]): boolean {
  return state.cartCommands.running.some((r) => commands.includes(r.command));
}

/**
 * A cart-level command (no item: validate, quick order, reload, a profile or payment choice…) has
 * started and is not yet answered. Not counting a continue or quick order asked but not started yet.
 */
export function isProceeding(state: AppState): boolean {
  return state.cartCommands.proceeding;
}

/** Continue (validate, then the next step) is asked and not yet answered. */
export function continueAsked(state: AppState): boolean {
  return state.cartExtras.continuing > 0;
}

/** A quick order is asked and not yet answered. */
export function quickOrderAsked(state: AppState): boolean {
  return state.cartExtras.quickOrders > 0;
}

/** A cart-level command is running or a continue or quick order is on its way: the cart waits. */
export function cartCommandRunning(state: AppState): boolean {
  return isProceeding(state) || continueAsked(state) || quickOrderAsked(state);
}

/**
 * The cart's questions, answered in one place so that no view or effect computes them itself: the
 * cart to show and what follows from it (logged in, empty, its shape for the route guards, whether it
 * holds an item, the summary figures), how an item is doing, and whether cart commands are running: a
 * named command in flight, a cart-level command started (`cartCommands.proceeding`), a continue or
 * quick order asked and not yet answered (`cartExtras`: asked before its command starts), and all of
 * these together, which is when the cart's proceed buttons wait. Views and effects ask these rather
 * than reading the slices and counters themselves (src/effects/runtime/folded-events.ts).
 */
import type { CartCommandName } from '../../events/catalogue/cart-commands';
import type { Cart } from '../../events/contract/cart';
import { cartOf } from '../read-model';
import type { AppState } from '../state';
import type { ItemStatus } from './state';

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

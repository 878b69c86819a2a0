/**
 * The cart read model (spec §4): the cart is replaced by every reply, a failed load keeps the last
 * good cart, and each item carries its own status: disabled as the provider says, and the message
 * of its last failure until a command for it starts again. Whether a command for an item is running
 * (its loading state) is the cart commands model's (projections/cart/commands.ts), read through `itemState`.
 * `cart/reset` returns everything to the initial state.
 */
import type { AppError } from '../../events/app-error';
import type { CartCommandName } from '../../events/catalogue/cart-commands';
import type { Cart } from '../../events/contract/cart';
import { onSlice } from '../on-events';
import { cartOf, deepFreeze } from '../read-model';
import { initialCartState, type CartLoad, type CartState, type ItemStatus } from './state';

type Items = CartState['items'];

export const reduceCart = onSlice('cart', {
  'cart/command-started': (cart, { payload }) =>
    payload.itemId == null ? cart : withItems(cart, withStatus(cart.items, payload.itemId, { error: null })),
  'cart/received': (cart, { payload }) => receive(cart, deepFreeze(payload.cart)),
  'cart/command-failed': (cart, { payload }) =>
    fail(cart, payload.command, payload.itemId ?? null, payload.error),
  'cart/reset': () => initialCartState,
  // Past the resets' bound the provider still has no cart for the session: a failed load.
  'cart/reset-refused': (cart, { payload }) => ({
    ...cart,
    load: { status: 'failed', error: payload.error, cart: cartOf(cart.load) },
  }),
});

function withItems(cart: CartState, items: Items): CartState {
  return items === cart.items ? cart : { ...cart, items };
}

function receive(cart: CartState, next: Cart): CartState {
  const before = cart.items;
  let same = next.items.length === Object.keys(before).length;
  const items: Record<string, ItemStatus> = {};
  for (const item of next.items) {
    const previous = before[item.id];
    if (previous !== undefined && previous.disabled === item.isDisabled) items[item.id] = previous;
    else {
      items[item.id] = { disabled: item.isDisabled, error: previous?.error ?? null };
      same = false;
    }
  }
  return { load: loadedWith(next), items: same ? before : items };
}

const loads = new WeakMap<Cart, CartLoad>();

/**
 * The loaded state of a cart: one object per Cart, so that two folds of the same reply (the
 * recording and a what-if branch) hold the very same `load` and compare it by identity.
 */
function loadedWith(cart: Cart): CartLoad {
  let load = loads.get(cart);
  if (!load) loads.set(cart, (load = Object.freeze({ status: 'loaded', cart }) as CartLoad));
  return load;
}

function fail(cart: CartState, command: CartCommandName, itemId: string | null, error: AppError): CartState {
  if (command === 'load') return { ...cart, load: { status: 'failed', error, cart: cartOf(cart.load) } };
  // A timed-out change may have been made: the item is not marked, its message offers "Try again".
  if (itemId === null || error.kind === 'timeout') return cart;
  const message = { translationKey: error.messageKey, ...(error.values ? { values: error.values } : {}) };
  return withItems(cart, withStatus(cart.items, itemId, { error: message }));
}

/** The items with one status changed (a missing status starts from its default), or the same items. */
function withStatus(items: Items, itemId: string, change: Partial<ItemStatus>): Items {
  const existing = items[itemId];
  const next = { disabled: false, error: null, ...existing, ...change };
  return existing && existing.disabled === next.disabled && existing.error === next.error
    ? items
    : { ...items, [itemId]: next };
}

/**
 * The cart read model (spec §4): the cart is replaced by every reply, a failed load keeps the last
 * good cart, and each item carries its own status: loading while a command for it runs (from
 * `cart/command-started` to the reply or failure of the same command), disabled as the provider
 * says, and the message of its last failure. `cart/reset` returns everything to the initial state.
 */
import type { AppError } from '../events/app-error';
import type { CartCommandName } from '../events/catalogue/cart';
import type { Cart } from '../events/contract/cart';
import { onSlice } from './on-events';
import { cartOf, deepFreeze } from './read-model';
import {
  initialCartState,
  type CartLoad,
  type CartState,
  type ItemStatus,
  type RunningCommand,
} from './state';

type Running = Readonly<Record<string, RunningCommand>>;
type Items = CartState['items'];

export const reduceCart = onSlice('cart', {
  'cart/command-started': (cart, { payload, seq }) =>
    start(cart, payload.commandId, { command: payload.command, itemId: payload.itemId ?? null, seq }),
  'cart/received': (cart, { payload }) =>
    receive(settle(cart, payload.commandId, payload.command, true), deepFreeze(payload.cart)),
  'cart/command-failed': (cart, { payload }) =>
    fail(
      settle(cart, payload.commandId, payload.command, false),
      payload.command,
      payload.itemId ?? null,
      payload.error,
    ),
  'cart/reset': () => initialCartState,
});

function start(cart: CartState, commandId: string, command: RunningCommand): CartState {
  const before = cart.running;
  const running = runningWith(before, commandId, command);
  const items =
    command.itemId === null ? cart.items : withStatus(cart.items, running, command.itemId, { error: null });
  return sync({ ...cart, running, items }, [before[commandId]?.itemId ?? null, command.itemId]);
}

/**
 * Finds the command a reply answers: by commandId, or else the oldest running command of that name
 * (the queue runs one command at a time, so the oldest is the one answered).
 */
function settle(
  cart: CartState,
  commandId: string | undefined,
  command: CartCommandName,
  ok: boolean,
): CartState {
  const before = cart.running;
  const id = commandId !== undefined && commandId in before ? commandId : oldestRunning(before, command);
  const settled = id === undefined ? undefined : before[id];
  if (id === undefined || settled === undefined) {
    return cart.lastSettled === null ? cart : { ...cart, lastSettled: null };
  }
  const running = runningWith(before, id, undefined);
  return sync({ ...cart, running, lastSettled: { ...settled, commandId: id, ok } }, [settled.itemId]);
}

/**
 * The running commands with one added, replaced or (`command` undefined) removed. Command ids are
 * unique, so a plain object literal per change would give every map its own hidden class and make
 * the fold slower as a session grows; a null-prototype object is a dictionary from the start.
 */
function runningWith(before: Running, commandId: string, command: RunningCommand | undefined): Running {
  const running = Object.create(null) as Record<string, RunningCommand>;
  for (const id in before) if (id !== commandId) running[id] = before[id] as RunningCommand;
  if (command !== undefined) running[commandId] = command;
  return running;
}

/**
 * Keeps the counters and the loading flags of the given items in line with the running commands
 * (`cart` is a copy made by the caller, updated in place).
 */
function sync(cart: CartState, itemIds: readonly (string | null)[]): CartState {
  let pending = 0;
  let proceeding = false;
  for (const id in cart.running) {
    pending++;
    if ((cart.running[id] as RunningCommand).itemId === null) proceeding = true;
  }
  cart.pending = pending;
  cart.proceeding = proceeding;
  for (const itemId of itemIds) {
    if (itemId !== null && itemId in cart.items)
      cart.items = withStatus(cart.items, cart.running, itemId, { loading: isBusy(cart.running, itemId) });
  }
  return cart;
}

function isBusy(running: Running, itemId: string): boolean {
  for (const id in running) if ((running[id] as RunningCommand).itemId === itemId) return true;
  return false;
}

function oldestRunning(running: Running, command: CartCommandName): string | undefined {
  let oldest: { id: string; seq: number } | undefined;
  for (const [id, r] of Object.entries(running)) {
    if (r.command === command && (oldest === undefined || r.seq < oldest.seq)) oldest = { id, seq: r.seq };
  }
  return oldest?.id;
}

function receive(cart: CartState, next: Cart): CartState {
  const before = cart.items;
  const items: Record<string, ItemStatus> = {};
  for (const item of next.items) {
    const previous = before[item.id];
    const status = {
      loading: isBusy(cart.running, item.id),
      disabled: item.isDisabled,
      error: previous?.error ?? null,
    };
    items[item.id] = previous && sameStatus(previous, status) ? previous : status;
  }
  return { ...cart, load: loadedWith(next), items };
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

function sameStatus(a: ItemStatus, b: ItemStatus): boolean {
  return a.loading === b.loading && a.disabled === b.disabled && a.error === b.error;
}

function fail(cart: CartState, command: CartCommandName, itemId: string | null, error: AppError): CartState {
  if (command === 'load') return { ...cart, load: { status: 'failed', error, cart: cartOf(cart.load) } };
  if (itemId === null) return cart;
  return {
    ...cart,
    items: withStatus(cart.items, cart.running, itemId, {
      error: { translationKey: error.messageKey, ...(error.values ? { values: error.values } : {}) },
    }),
  };
}

/** The items with one status changed (a missing status starts from its default), or the same items. */
function withStatus(items: Items, running: Running, itemId: string, change: Partial<ItemStatus>): Items {
  const existing = items[itemId];
  const base = existing ?? { loading: isBusy(running, itemId), disabled: false, error: null };
  const next = { ...base, ...change };
  return existing && sameStatus(existing, next) ? items : { ...items, [itemId]: next };
}

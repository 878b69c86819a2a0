/**
 * The cart read model (spec §4): the cart is replaced by every reply, a failed load keeps the last
 * good cart, and each item carries its own status: loading while a command for it runs (from
 * `cart/command-started` to the reply or failure of the same command), disabled as the provider
 * says, and the message of its last failure. `cart/reset` returns everything to the initial state.
 */
import type { AppError } from '../events/app-error';
import type { CartCommandName } from '../events/catalogue/cart';
import type { Cart } from '../events/contract/cart';
import type { EventOf } from '../events/envelope';
import { onSlice } from './on-events';
import { cartOf, deepFreeze } from './read-model';
import {
  initialCartState,
  type CartLoad,
  type CartState,
  type ItemStatus,
  type RunningEntry,
  type SettledCommand,
} from './state';

type Running = CartState['running'];
type Items = CartState['items'];

export const reduceCart = onSlice('cart', {
  'cart/command-started': (cart, event) => start(cart, entryOf(event)),
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

/** A command starts (a restarted commandId replaces its entry). */
function start(cart: CartState, command: RunningEntry): CartState {
  const replaced = cart.running.find((r) => r.commandId === command.commandId);
  const running = [...without(cart.running, command.commandId), command];
  const items =
    command.itemId === null ? cart.items : withStatus(cart.items, running, command.itemId, { error: null });
  return sync({ ...cart, running, items }, [replaced?.itemId ?? null, command.itemId]);
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
  const settled =
    (commandId === undefined ? undefined : cart.running.find((r) => r.commandId === commandId)) ??
    oldestRunning(cart.running, command);
  if (settled === undefined) {
    return cart.lastSettled === null ? cart : { ...cart, lastSettled: null };
  }
  const running = without(cart.running, settled.commandId);
  return sync({ ...cart, running, lastSettled: settledOf(settled, ok) }, [settled.itemId]);
}

/*
 * One object per started command and per settled command, whichever fold makes them: two folds of
 * the same events (the recording and a what-if branch) then hold the very same values and compare
 * them by identity (devtools/what-if.ts).
 */
const entries = new WeakMap<object, RunningEntry>();
const settlements = new WeakMap<RunningEntry, { ok?: SettledCommand; failed?: SettledCommand }>();

function entryOf({ payload, seq }: EventOf<'cart/command-started'>): RunningEntry {
  let entry = entries.get(payload);
  if (!entry) {
    entry = Object.freeze({
      commandId: payload.commandId,
      command: payload.command,
      itemId: payload.itemId ?? null,
      seq,
    });
    entries.set(payload, entry);
  }
  return entry;
}

function settledOf(entry: RunningEntry, ok: boolean): SettledCommand {
  let known = settlements.get(entry);
  if (!known) settlements.set(entry, (known = {}));
  const key = ok ? 'ok' : 'failed';
  return (known[key] ??= Object.freeze({ ...entry, ok }));
}

function without(running: Running, commandId: string): Running {
  return running.some((r) => r.commandId === commandId)
    ? running.filter((r) => r.commandId !== commandId)
    : running;
}

/**
 * Keeps the counters and the loading flags of the given items in line with the running commands
 * (`cart` is a copy made by the caller, updated in place).
 */
function sync(cart: CartState, itemIds: readonly (string | null)[]): CartState {
  cart.pending = cart.running.length;
  cart.proceeding = cart.running.some((r) => r.itemId === null);
  for (const itemId of itemIds) {
    if (itemId !== null && itemId in cart.items)
      cart.items = withStatus(cart.items, cart.running, itemId, { loading: isBusy(cart.running, itemId) });
  }
  return cart;
}

function isBusy(running: Running, itemId: string): boolean {
  return running.some((r) => r.itemId === itemId);
}

function oldestRunning(running: Running, command: CartCommandName): RunningEntry | undefined {
  let oldest: RunningEntry | undefined;
  for (const r of running)
    if (r.command === command && (oldest === undefined || r.seq < oldest.seq)) oldest = r;
  return oldest;
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

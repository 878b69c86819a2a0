/**
 * The cart read model (spec §4): the cart is replaced by every reply, a failed load keeps the last
 * good cart, and each item carries its own status: loading while a command for it runs (from
 * `cart/command-started` to the reply or failure of the same command), disabled as the provider
 * says, and the message of its last failure. `cart/reset` returns everything to the initial state.
 */
import { castDraft, current, freeze, original, type Draft } from 'immer';
import { match } from 'ts-pattern';
import type { AppError } from '../events/app-error';
import type { CartCommandName } from '../events/catalogue/cart';
import type { Cart } from '../events/contract/cart';
import { cartOf, type ReadModel } from './read-model';
import { initialCartState, type CartState, type ItemStatus, type RunningCommand } from './state';

type CartDraft = Draft<CartState>;

export const reduceCart: ReadModel = (draft, event) => {
  match(event)
    .with({ type: 'cart/command-started' }, ({ payload }) => {
      start(draft.cart, payload.commandId, { command: payload.command, itemId: payload.itemId ?? null, seq: event.seq });
    })
    .with({ type: 'cart/received' }, ({ payload }) => {
      settle(draft.cart, payload.commandId, payload.command, true);
      receive(draft.cart, freeze(payload.cart, true));
    })
    .with({ type: 'cart/command-failed' }, ({ payload }) => {
      settle(draft.cart, payload.commandId, payload.command, false);
      fail(draft.cart, payload.command, payload.itemId ?? null, payload.error);
    })
    .with({ type: 'cart/reset' }, () => {
      draft.cart = castDraft(initialCartState);
    })
    .otherwise(() => {});
};

function start(cart: CartDraft, commandId: string, command: RunningCommand): void {
  const replaced = runningNow(cart)[commandId];
  cart.running[commandId] = command;
  if (command.itemId !== null) statusOf(cart, command.itemId).error = null;
  sync(cart, [replaced?.itemId ?? null, command.itemId]);
}

/** Keeps the counters and the loading flags of the given items in line with the running commands. */
function sync(cart: CartDraft, itemIds: readonly (string | null)[]): void {
  const running = Object.values(runningNow(cart));
  cart.pending = running.length;
  cart.proceeding = running.some((r) => r.itemId === null);
  for (const itemId of itemIds) {
    if (itemId !== null && itemId in cart.items) statusOf(cart, itemId).loading = running.some((r) => r.itemId === itemId);
  }
}

/**
 * Finds the command a reply answers: by commandId, or else the oldest running command of that name
 * (the queue runs one command at a time, so the oldest is the one answered).
 */
function settle(cart: CartDraft, commandId: string | undefined, command: CartCommandName, ok: boolean): void {
  const running = runningNow(cart);
  const id = commandId !== undefined && commandId in running ? commandId : oldestRunning(running, command);
  const settled = id === undefined ? undefined : running[id];
  if (id === undefined || settled === undefined) {
    if (cart.lastSettled !== null) cart.lastSettled = null;
    return;
  }
  delete cart.running[id];
  cart.lastSettled = { ...settled, commandId: id, ok };
  sync(cart, [settled.itemId]);
}

/** The running commands as plain values (reading through the draft would create a proxy per entry). */
function runningNow(cart: CartDraft): Readonly<Record<string, RunningCommand>> {
  return current(cart.running);
}

function oldestRunning(running: Readonly<Record<string, RunningCommand>>, command: CartCommandName): string | undefined {
  let oldest: { id: string; seq: number } | undefined;
  for (const [id, r] of Object.entries(running)) {
    if (r.command === command && (oldest === undefined || r.seq < oldest.seq)) oldest = { id, seq: r.seq };
  }
  return oldest?.id;
}

function receive(cart: CartDraft, next: Cart): void {
  cart.load = castDraft({ status: 'loaded', cart: next });
  const before = original(cart.items) ?? {};
  const busy = new Set(Object.values(runningNow(cart)).map((r) => r.itemId));
  const items: Record<string, ItemStatus> = {};
  for (const item of next.items) {
    const previous = before[item.id];
    const status = { loading: busy.has(item.id), disabled: item.isDisabled, error: previous?.error ?? null };
    items[item.id] = previous && sameStatus(previous, status) ? previous : status;
  }
  cart.items = castDraft(items);
}

function sameStatus(a: ItemStatus, b: ItemStatus): boolean {
  return a.loading === b.loading && a.disabled === b.disabled && a.error === b.error;
}

function fail(cart: CartDraft, command: CartCommandName, itemId: string | null, error: AppError): void {
  if (command === 'load') {
    cart.load = castDraft({ status: 'failed', error, cart: cartOf(cart.load) });
    return;
  }
  if (itemId === null) return;
  statusOf(cart, itemId).error = castDraft({ translationKey: error.messageKey, ...(error.values ? { values: error.values } : {}) });
}

function statusOf(cart: CartDraft, itemId: string): Draft<ItemStatus> {
  const existing = cart.items[itemId];
  if (existing) return existing;
  const busy = Object.values(runningNow(cart)).some((r) => r.itemId === itemId);
  cart.items[itemId] = { loading: busy, disabled: false, error: null };
  return cart.items[itemId] as Draft<ItemStatus>;
}

/**
 * The cart read model (spec §4): the cart is replaced by every reply, a failed load keeps the last
 * good cart, and each item carries its own status: loading while a command for it runs (from
 * `cart/command-started` to the reply or failure of the same command), disabled as the provider
 * says, and the message of its last failure. `cart/reset` returns everything to the initial state.
 */
import { castDraft, type Draft } from 'immer';
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
      receive(draft.cart, payload.cart);
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
  cart.running[commandId] = command;
  if (command.itemId !== null) statusOf(cart, command.itemId).error = null;
  refresh(cart);
}

/**
 * Finds the command a reply answers: by commandId, or else the oldest running command of that name
 * (the queue runs one command at a time, so the oldest is the one answered).
 */
function settle(cart: CartDraft, commandId: string | undefined, command: CartCommandName, ok: boolean): void {
  const id = commandId !== undefined && commandId in cart.running ? commandId : oldestRunning(cart, command);
  const running = id === undefined ? undefined : cart.running[id];
  if (id === undefined || running === undefined) {
    cart.lastSettled = null;
    return;
  }
  delete cart.running[id];
  cart.lastSettled = { ...running, commandId: id, ok };
  refresh(cart);
}

function oldestRunning(cart: CartDraft, command: CartCommandName): string | undefined {
  let oldest: { id: string; seq: number } | undefined;
  for (const [id, running] of Object.entries(cart.running)) {
    if (running.command === command && (oldest === undefined || running.seq < oldest.seq)) oldest = { id, seq: running.seq };
  }
  return oldest?.id;
}

function receive(cart: CartDraft, next: Cart): void {
  cart.load = castDraft({ status: 'loaded', cart: next });
  const items: Record<string, ItemStatus> = {};
  for (const item of next.items) {
    const previous = cart.items[item.id];
    items[item.id] = {
      loading: isItemRunning(cart, item.id),
      disabled: item.isDisabled,
      error: previous?.error ?? null,
    };
  }
  cart.items = castDraft(items);
}

function fail(cart: CartDraft, command: CartCommandName, itemId: string | null, error: AppError): void {
  if (command === 'load') {
    cart.load = castDraft({ status: 'failed', error, cart: cartOf(cart.load) });
    return;
  }
  if (itemId === null) return;
  const status = statusOf(cart, itemId);
  status.error = castDraft({ translationKey: error.messageKey, ...(error.values ? { values: error.values } : {}) });
}

function statusOf(cart: CartDraft, itemId: string): Draft<ItemStatus> {
  const existing = cart.items[itemId];
  if (existing) return existing;
  const created: ItemStatus = { loading: isItemRunning(cart, itemId), disabled: false, error: null };
  cart.items[itemId] = created;
  return cart.items[itemId] ?? created;
}

function isItemRunning(cart: CartDraft, itemId: string): boolean {
  return Object.values(cart.running).some((r) => r.itemId === itemId);
}

/** Keeps the derived counters in line with the running commands. */
function refresh(cart: CartDraft): void {
  const running = Object.values(cart.running);
  cart.pending = running.length;
  cart.proceeding = running.some((r) => r.itemId === null);
  for (const [id, status] of Object.entries(cart.items)) {
    const loading = running.some((r) => r.itemId === id);
    if (status.loading !== loading) status.loading = loading;
  }
}

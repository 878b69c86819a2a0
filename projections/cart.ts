/**
 * The cart read model (spec §4): the cart is replaced by every reply, a failed load keeps the last
 * good cart, and each item carries its own status: loading while a command for it runs (from
 * `cart/command-started` to the reply or failure of the same command), disabled as the provider
 * says, and the message of its last failure. `cart/reset` returns everything to the initial state.
 */
import { castDraft, freeze, type Draft } from 'immer';
import { match } from 'ts-pattern';
import type { AppError } from '../events/app-error';
import type { CartCommandName } from '../events/catalogue/cart';
import type { Cart } from '../events/contract/cart';
import { cartOf, plain, type ReadModel } from './read-model';
import {
  initialCartState,
  type CartLoad,
  type CartState,
  type ItemStatus,
  type RunningCommand,
} from './state';

type Running = Readonly<Record<string, RunningCommand>>;

type CartDraft = Draft<CartState>;

export const reduceCart: ReadModel = (draft, event) => {
  match(event)
    .with({ type: 'cart/command-started' }, ({ payload }) => {
      start(draft.cart, payload.commandId, {
        command: payload.command,
        itemId: payload.itemId ?? null,
        seq: event.seq,
      });
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
  const before = plain<Running>(cart.running);
  const running = { ...before, [commandId]: command };
  cart.running = castDraft(running);
  if (command.itemId !== null) statusOf(cart, running, command.itemId).error = null;
  sync(cart, running, [before[commandId]?.itemId ?? null, command.itemId]);
}

/**
 * Finds the command a reply answers: by commandId, or else the oldest running command of that name
 * (the queue runs one command at a time, so the oldest is the one answered).
 */
function settle(cart: CartDraft, commandId: string | undefined, command: CartCommandName, ok: boolean): void {
  const before = plain<Running>(cart.running);
  const id = commandId !== undefined && commandId in before ? commandId : oldestRunning(before, command);
  const settled = id === undefined ? undefined : before[id];
  if (id === undefined || settled === undefined) {
    if (cart.lastSettled !== null) cart.lastSettled = null;
    return;
  }
  const { [id]: _settled, ...running } = before;
  cart.running = castDraft(running);
  cart.lastSettled = { ...settled, commandId: id, ok };
  sync(cart, running, [settled.itemId]);
}

/** Keeps the counters and the loading flags of the given items in line with the running commands. */
function sync(cart: CartDraft, running: Running, itemIds: readonly (string | null)[]): void {
  const list = Object.values(running);
  cart.pending = list.length;
  cart.proceeding = list.some((r) => r.itemId === null);
  for (const itemId of itemIds) {
    if (itemId !== null && itemId in cart.items)
      statusOf(cart, running, itemId).loading = isBusy(running, itemId);
  }
}

function isBusy(running: Running, itemId: string): boolean {
  return Object.values(running).some((r) => r.itemId === itemId);
}

function oldestRunning(running: Running, command: CartCommandName): string | undefined {
  let oldest: { id: string; seq: number } | undefined;
  for (const [id, r] of Object.entries(running)) {
    if (r.command === command && (oldest === undefined || r.seq < oldest.seq)) oldest = { id, seq: r.seq };
  }
  return oldest?.id;
}

function receive(cart: CartDraft, next: Cart): void {
  cart.load = castDraft({ status: 'loaded', cart: next });
  const before = plain<CartState['items']>(cart.items);
  const running = plain<Running>(cart.running);
  const items: Record<string, ItemStatus> = {};
  for (const item of next.items) {
    const previous = before[item.id];
    const status = {
      loading: isBusy(running, item.id),
      disabled: item.isDisabled,
      error: previous?.error ?? null,
    };
    items[item.id] = previous && sameStatus(previous, status) ? previous : status;
  }
  cart.items = castDraft(items);
}

function sameStatus(a: ItemStatus, b: ItemStatus): boolean {
  return a.loading === b.loading && a.disabled === b.disabled && a.error === b.error;
}

function fail(cart: CartDraft, command: CartCommandName, itemId: string | null, error: AppError): void {
  if (command === 'load') {
    cart.load = castDraft({ status: 'failed', error, cart: cartOf(plain<CartLoad>(cart.load)) });
    return;
  }
  if (itemId === null) return;
  const status = statusOf(cart, plain<Running>(cart.running), itemId);
  status.error = castDraft({
    translationKey: error.messageKey,
    ...(error.values ? { values: error.values } : {}),
  });
}

function statusOf(cart: CartDraft, running: Running, itemId: string): Draft<ItemStatus> {
  const existing = cart.items[itemId];
  if (existing) return existing;
  cart.items[itemId] = { loading: isBusy(running, itemId), disabled: false, error: null };
  return cart.items[itemId] as Draft<ItemStatus>;
}

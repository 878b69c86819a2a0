/**
 * The cart slices: the loaded cart with each item's status (projections/cart/model.ts), and the cart commands in flight (projections/cart/commands.ts).
 */
import type { AppError } from '../../events/app-error';
import type { CartCommandName } from '../../events/catalogue/cart-commands';
import type { Cart } from '../../events/contract/cart';
import type { ErrorItem } from '../../events/contract/errors';

/** `initial` = not loaded yet (spinner); `failed` keeps the last good cart, if there was one. */
export type CartLoad =
  | { status: 'initial' }
  | { status: 'loaded'; cart: Cart }
  | { status: 'failed'; error: AppError; cart: Cart | null };

interface RunningCommand {
  command: CartCommandName;
  itemId: string | null;
  /** seq of its `cart/command-started`: replies without a commandId settle the oldest first. */
  seq: number;
}

/** What the cart model keeps per item (whether a command for it runs is in `cartCommands`). */
export interface ItemStatus {
  /** From `isDisabled` of the item in the last cart. */
  disabled: boolean;
  /** The message of the last failed command for this item, until the next command for it starts. */
  error: ErrorItem | null;
}

/** A command started and not yet answered. */
export interface RunningEntry extends RunningCommand {
  commandId: string;
}

export interface SettledCommand extends RunningEntry {
  ok: boolean;
}

export interface CartState {
  load: CartLoad;
  items: Record<string, ItemStatus>;
}

/**
 * The cart commands in flight, a slice of its own: a reply that never comes (or is skipped in a
 * what-if branch) leaves this small slice different for good, not the cart with its items.
 */
export interface CartCommandsState {
  /** Commands started and not yet answered, oldest first (one entry per commandId). */
  running: readonly RunningEntry[];
  pending: number;
  /** A cart-level command (one without an item) is in flight. */
  proceeding: boolean;
  /** The command the last reply or failure answered: lets the UI model close a drawer on success. */
  lastSettled: SettledCommand | null;
}

export const initialCartState: CartState = {
  load: { status: 'initial' },
  items: {},
};

export const initialCartCommandsState: CartCommandsState = {
  running: [],
  pending: 0,
  proceeding: false,
  lastSettled: null,
};

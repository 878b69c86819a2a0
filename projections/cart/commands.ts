/**
 * The cart commands read model (spec §4): which cart commands are running, from
 * `cart/command-started` to the reply or failure that answers them, how many, whether a cart-level
 * one (without an item) is among them, and which command the last reply or failure answered. A
 * slice of its own, apart from the cart, so that a reply that never comes leaves only this small
 * slice different (devtools/state/what-if.ts). `cart/reset` forgets every command.
 */
import type { CartCommandName } from '../../events/catalogue/cart-commands';
import type { EventOf } from '../../events/envelope';
import { onSlice } from '../on-events';
import {
  initialCartCommandsState,
  type CartCommandsState,
  type RunningEntry,
  type SettledCommand,
} from './state';

type Running = CartCommandsState['running'];

export const reduceCartCommands = onSlice('cartCommands', {
  'cart/command-started': (commands, event) => start(commands, entryOf(event)),
  'cart/received': (commands, { payload }) => settle(commands, payload.commandId, payload.command, true),
  'cart/command-failed': (commands, { payload }) =>
    settle(commands, payload.commandId, payload.command, false),
  'cart/reset': () => initialCartCommandsState,
});

/** A command starts (a restarted commandId replaces its entry). */
function start(commands: CartCommandsState, entry: RunningEntry): CartCommandsState {
  return counted({ ...commands, running: [...without(commands.running, entry.commandId), entry] });
}

/**
 * Finds the command a reply answers: by commandId, or else the oldest running command of that name
 * (the queue runs one command at a time, so the oldest is the one answered).
 */
function settle(
  commands: CartCommandsState,
  commandId: string | undefined,
  command: CartCommandName,
  ok: boolean,
): CartCommandsState {
  const { running } = commands;
  const settled =
    (commandId === undefined ? undefined : running.find((r) => r.commandId === commandId)) ??
    oldestRunning(running, command);
  if (settled === undefined) {
    return commands.lastSettled === null ? commands : { ...commands, lastSettled: null };
  }
  return counted({
    ...commands,
    running: without(running, settled.commandId),
    lastSettled: settledOf(settled, ok),
  });
}

/** Sets the counters from the running commands (`commands` is a copy made by the caller). */
function counted(commands: CartCommandsState): CartCommandsState {
  commands.pending = commands.running.length;
  commands.proceeding = commands.running.some((r) => r.itemId === null);
  return commands;
}

function without(running: Running, commandId: string): Running {
  return running.some((r) => r.commandId === commandId)
    ? running.filter((r) => r.commandId !== commandId)
    : running;
}

function oldestRunning(running: Running, command: CartCommandName): RunningEntry | undefined {
  let oldest: RunningEntry | undefined;
  for (const r of running)
    if (r.command === command && (oldest === undefined || r.seq < oldest.seq)) oldest = r;
  return oldest;
}

/*
 * One object per started command and per settled command, whichever fold makes them: two folds of
 * the same events (the recording and a what-if branch) then hold the very same values and compare
 * them by identity (devtools/state/what-if.ts).
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

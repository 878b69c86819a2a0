/**
 * Property tests over random sessions: folding never throws and keeps every model's invariants,
 * seeking through checkpoints equals folding from the start, and earlier states never change.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Checkpoints } from '../../projections/checkpoints';
import { canChooseOption } from '../../projections/payment/option-order';
import { groupById } from '../../projections/payment/selection';
import { fold, foldAll } from '../../projections/fold';
import { itemState } from '../../projections/cart/selectors';
import { initialState, type AppState } from '../../projections/state';
import type { AppEvent } from '../../events/envelope';
import { eventSequence } from '../support/arbitraries';

function invariantsHold(state: AppState): void {
  const { cartCommands, messages, steps, payment } = state;
  expect(cartCommands.pending).toBe(cartCommands.running.length);
  expect(cartCommands.proceeding).toBe(cartCommands.running.some((r) => r.itemId === null));
  expect(new Set(cartCommands.running.map((r) => r.commandId)).size).toBe(cartCommands.running.length);
  for (const list of Object.values(messages.byPath)) {
    expect(new Set(list.map((m) => m.translationKey)).size).toBe(list.length);
    expect(list.length).toBeGreaterThan(0);
  }
  for (const count of Object.values(messages.subscribed)) expect(count).toBeGreaterThan(0);
  expect(steps.applicable[0]).toBe('cart');
  expect(steps.applicable.at(-1)).toBe('recapitulation');
  if (steps.editMode !== null) expect(steps.editMode).not.toBe('recapitulation');
  if (payment.load.status === 'loaded' && payment.selected.optionId !== null) {
    const option = groupById(payment.groups, payment.selected.groupId)?.paymentOptions.find(
      (o) => o.id === payment.selected.optionId,
    );
    expect(option && canChooseOption(option)).toBe(true);
  }
}

/**
 * Read from the events themselves, not from the model: a command still running was started since
 * the last reset, with the item it was started for, and no reply or failure named its commandId.
 */
function runningAgreesWithEvents(state: AppState, seen: readonly AppEvent[]): void {
  const since = seen.slice(seen.findLastIndex((e) => e.type === 'cart/reset') + 1);
  const answers = (e: AppEvent, id: string) =>
    (e.type === 'cart/received' || e.type === 'cart/command-failed') && e.payload.commandId === id;
  for (const entry of state.cartCommands.running) {
    const at = since.findLastIndex(
      (e) => e.type === 'cart/command-started' && e.payload.commandId === entry.commandId,
    );
    const started = since[at];
    expect(started?.type === 'cart/command-started' && started.payload.command).toBe(entry.command);
    expect(started?.type === 'cart/command-started' && (started.payload.itemId ?? null)).toBe(entry.itemId);
    expect(since.slice(at + 1).some((e) => answers(e, entry.commandId))).toBe(false);
    if (entry.itemId !== null) expect(itemState(state, entry.itemId).loading).toBe(true);
  }
}

describe('folding random sessions', () => {
  it('never throws and keeps the invariants of every model', () => {
    fc.assert(
      fc.property(eventSequence(60), (events) => {
        let state = initialState;
        for (const [index, event] of events.entries()) {
          state = fold(state, event);
          invariantsHold(state);
          runningAgreesWithEvents(state, events.slice(0, index + 1));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same state at any event whether seeking through checkpoints or folding from the start', () => {
    fc.assert(
      fc.property(eventSequence(120), fc.integer({ min: 1, max: 16 }), fc.nat(), (events, interval, pick) => {
        const checkpoints = Checkpoints.from(events, interval);
        const n = pick % events.length;
        expect(checkpoints.stateAt(n)).toEqual(foldAll(events.slice(0, n + 1)));
      }),
      { numRuns: 200 },
    );
  });

  it('never changes an earlier state while folding later events', () => {
    fc.assert(
      fc.property(eventSequence(40), (events) => {
        const states: AppState[] = [];
        const copies: string[] = [];
        let state = initialState;
        for (const event of events) {
          state = fold(state, event);
          states.push(state);
          copies.push(JSON.stringify(state));
        }
        states.forEach((s, i) => expect(JSON.stringify(s)).toBe(copies[i]));
        expect(Object.isFrozen(state)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});

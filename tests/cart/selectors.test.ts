/**
 * Whether cart commands are running: a named command, a cart-level one started, a continue or quick
 * order asked before its command starts, and all of these together (the cart waits).
 */
import { describe, expect, it } from 'vitest';
import {
  anyCommandRunning,
  cartCommandRunning,
  commandRunning,
  continueAsked,
  isProceeding,
  quickOrderAsked,
} from '../../projections/cart/selectors';
import type { AppState } from '../../projections/state';
import { buildCart, buildError, buildItem, session, user } from '../support/builders';

const loggedIn = () =>
  session()
    .boot()
    .received(buildCart({ items: [buildItem({ id: 'a' })], user }));

const answers = (state: AppState) => ({
  running: cartCommandRunning(state),
  proceeding: isProceeding(state),
  continueAsked: continueAsked(state),
  quickOrderAsked: quickOrderAsked(state),
});

describe('whether cart commands are running', () => {
  it('is nothing on a loaded cart', () => {
    expect(answers(loggedIn().state)).toEqual({
      running: false,
      proceeding: false,
      continueAsked: false,
      quickOrderAsked: false,
    });
  });

  it('counts a continue from the click on, before its validation starts, until it is answered', () => {
    const s = loggedIn().emit('cart/validate-requested', { next: 'billing-profile' });
    expect(answers(s.state)).toEqual({
      running: true,
      proceeding: false,
      continueAsked: true,
      quickOrderAsked: false,
    });
    s.emit('cart/command-started', { command: 'validate', commandId: 'v1' });
    expect(answers(s.state)).toMatchObject({ running: true, proceeding: true, continueAsked: true });
    s.emit('cart/command-failed', { command: 'validate', commandId: 'v1', error: buildError() });
    expect(answers(s.state)).toMatchObject({ running: false, proceeding: false, continueAsked: false });
  });

  it('counts a quick order from the click on until it is answered', () => {
    const s = loggedIn().emit('cart-extras/quick-order-requested', {});
    expect(answers(s.state)).toMatchObject({ running: true, proceeding: false, quickOrderAsked: true });
    s.emit('cart/command-started', { command: 'quick-order', commandId: 'q1' });
    expect(commandRunning(s.state, 'quick-order')).toBe(true);
    s.received(buildCart({ user }), 'quick-order', 'q1');
    expect(answers(s.state)).toMatchObject({ running: false, quickOrderAsked: false });
    expect(commandRunning(s.state, 'quick-order')).toBe(false);
  });

  it('counts a cart-level command, not a command for one item', () => {
    const s = loggedIn().emit('cart/command-started', {
      command: 'update-item',
      itemId: 'a',
      commandId: 'u1',
    });
    expect(commandRunning(s.state, 'update-item')).toBe(true);
    expect(cartCommandRunning(s.state)).toBe(false);
    s.emit('cart/command-started', { command: 'set-note', commandId: 'n1' });
    expect([isProceeding(s.state), cartCommandRunning(s.state)]).toEqual([true, true]);
    expect(commandRunning(s.state, 'add-coupon', 'set-note')).toBe(true);
    expect(commandRunning(s.state, 'add-coupon')).toBe(false);
  });

  it('answers "any command running" for an item command too, until it is answered', () => {
    const s = loggedIn();
    expect(anyCommandRunning(s.state)).toBe(false);
    s.emit('cart/command-started', { command: 'update-item', itemId: 'a', commandId: 'u1' });
    expect([anyCommandRunning(s.state), cartCommandRunning(s.state)]).toEqual([true, false]);
    s.emit('cart/command-failed', {
      command: 'update-item',
      itemId: 'a',
      commandId: 'u1',
      error: buildError(),
    });
    expect(anyCommandRunning(s.state)).toBe(false);
  });
});

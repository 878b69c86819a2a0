/**
 * The cart read model: the last good cart over loads and failures, an item loading from its command's
 * start to its reply, failed and disabled items, the cart-level proceeding flag, and reset.
 */
import { describe, expect, it } from 'vitest';
import { cartIsEmpty, itemState, loadedCart } from '../../projections/cart/selectors';
import { buildCart, buildError, buildItem, session } from '../support/builders';

const twoItems = () => buildCart({ items: [buildItem({ id: 'a' }), buildItem({ id: 'b' })] });

describe('the cart read model', () => {
  it('starts initial, so the view shows a spinner', () => {
    expect(session().state.cart.load).toEqual({ status: 'initial' });
  });

  it('replaces the cart and its items on every reply', () => {
    const s = session()
      .received(twoItems())
      .received(buildCart({ items: [buildItem({ id: 'c', name: 'VPS' })] }), 'add-item');
    expect(loadedCart(s.state)?.items.map((i) => i.id)).toEqual(['c']);
    expect(Object.keys(s.state.cart.items)).toEqual(['c']);
  });

  it('exposes an empty loaded cart as empty, but not a cart that has not loaded', () => {
    expect(cartIsEmpty(session().state)).toBe(false);
    expect(cartIsEmpty(session().received(buildCart({ items: [] })).state)).toBe(true);
  });

  it('keeps the last good cart when a later load fails', () => {
    const s = session()
      .received(twoItems())
      .emit('cart/command-started', { command: 'load', commandId: 'c2' })
      .emit('cart/command-failed', {
        command: 'load',
        commandId: 'c2',
        error: buildError({ kind: 'network', status: null }),
      });
    expect(s.state.cart.load.status).toBe('failed');
    expect(loadedCart(s.state)?.items).toHaveLength(2);
  });

  it('fails without a cart when the very first load fails', () => {
    const s = session().emit('cart/command-failed', {
      command: 'load',
      commandId: 'c1',
      error: buildError(),
    });
    expect(s.state.cart.load).toMatchObject({ status: 'failed', cart: null });
  });

  it('marks an item loading from the start of its command until the reply of the same command', () => {
    const s = session()
      .received(twoItems())
      .emit('cart/command-started', { command: 'update-item', itemId: 'a', commandId: 'u1' });
    expect(itemState(s.state, 'a').loading).toBe(true);
    expect(itemState(s.state, 'b').loading).toBe(false);
    s.received(twoItems(), 'update-item', 'u1');
    expect(itemState(s.state, 'a').loading).toBe(false);
  });

  it('settles the oldest running command of that name when a reply carries no command id', () => {
    const s = session()
      .received(twoItems())
      .emit('cart/command-started', { command: 'remove-item', itemId: 'a', commandId: 'r1' })
      .received(buildCart({ items: [buildItem({ id: 'b' })] }), 'remove-item');
    expect(s.state.cartCommands.running).toEqual([]);
    expect(s.state.cartCommands.lastSettled).toMatchObject({ commandId: 'r1', itemId: 'a', ok: true });
  });

  it('keeps an item loading when the reply belongs to another command', () => {
    const s = session()
      .received(twoItems())
      .emit('cart/command-started', { command: 'update-item', itemId: 'a', commandId: 'u1' })
      .received(twoItems(), 'set-note', 'n1');
    expect(itemState(s.state, 'a').loading).toBe(true);
  });

  it('flags the item of a failed command with the message until its next command starts', () => {
    const s = session()
      .received(twoItems())
      .emit('cart/command-started', { command: 'update-item', itemId: 'a', commandId: 'u1' })
      .emit('cart/command-failed', {
        command: 'update-item',
        itemId: 'a',
        commandId: 'u1',
        error: buildError({ messageKey: 'domain.not_available' }),
      });
    expect(itemState(s.state, 'a')).toMatchObject({
      loading: false,
      hasError: true,
      error: { translationKey: 'domain.not_available' },
      greyed: true,
    });
    s.emit('cart/command-started', { command: 'update-item', itemId: 'a', commandId: 'u2' });
    expect(itemState(s.state, 'a').hasError).toBe(false);
  });

  it('marks items disabled as the provider says', () => {
    const s = session().received(
      buildCart({ items: [buildItem({ id: 'a', isDisabled: true }), buildItem({ id: 'b' })] }),
    );
    expect([itemState(s.state, 'a').disabled, itemState(s.state, 'b').disabled]).toEqual([true, false]);
  });

  it('is proceeding while a cart-level command runs, not while an item command runs', () => {
    const s = session()
      .received(twoItems())
      .emit('cart/command-started', { command: 'update-item', itemId: 'a', commandId: 'u1' });
    expect(s.state.cartCommands.proceeding).toBe(false);
    s.emit('cart/command-started', { command: 'validate', commandId: 'v1' });
    expect([s.state.cartCommands.proceeding, s.state.cartCommands.pending]).toEqual([true, 2]);
    s.emit('cart/command-failed', { command: 'validate', commandId: 'v1', error: buildError() });
    expect([s.state.cartCommands.proceeding, s.state.cartCommands.pending]).toEqual([false, 1]);
  });

  it('returns to the initial state on reset', () => {
    const s = session()
      .received(twoItems())
      .emit('cart/command-started', { command: 'validate', commandId: 'v1' })
      .emit('cart/reset', { reason: 'cart.not_found' });
    expect(s.state.cart).toEqual(session().state.cart);
  });
});

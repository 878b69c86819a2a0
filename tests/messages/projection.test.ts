/**
 * The messages read model: messages per path shown once, paths no view shows falling back to general,
 * where command failures, violations and flash messages land, clearing and dismissing, and failed
 * navigation shown as a general error.
 */
import { describe, expect, it } from 'vitest';
import { messagesAt } from '../../projections/messages/selectors';
import { buildCart, buildError, buildItem, session } from '../support/builders';

const error = (translationKey: string) => ({ translationKey, type: 'error' as const });
const keysAt = (s: ReturnType<typeof session>, path: string) =>
  messagesAt(s.state, path).map((m) => m.translationKey);

function withSubscribers(...paths: string[]) {
  const s = session().received(buildCart({ items: [buildItem({ id: 'i1' })] }));
  for (const path of paths) s.emit('messages/subscribed', { path });
  return s;
}

describe('the messages read model', () => {
  it('keeps messages per path', () => {
    const s = withSubscribers('note')
      .emit('messages/shown', { path: 'note', message: error('a') })
      .emit('messages/shown', { path: 'general', message: error('b') });
    expect([keysAt(s, 'note'), keysAt(s, 'general')]).toEqual([['a'], ['b']]);
  });

  it('shows a translation key once per path', () => {
    const s = withSubscribers()
      .emit('messages/shown', { path: 'general', message: error('a') })
      .emit('messages/shown', { path: 'general', message: { ...error('a'), values: { n: 2 } } });
    expect(messagesAt(s.state, 'general')).toEqual([{ ...error('a'), values: { n: 2 } }]);
  });

  it('falls back to general for a path no view shows, remembering the original path', () => {
    const s = withSubscribers().emit('messages/shown', { path: 'quick-order', message: error('a') });
    expect(messagesAt(s.state, 'general')).toEqual([{ ...error('a'), originalPath: 'quick-order' }]);
    expect(keysAt(s, 'quick-order')).toEqual([]);
  });

  it('stops showing a path at general only after its last subscriber leaves', () => {
    const s = withSubscribers('note', 'note')
      .emit('messages/unsubscribed', { path: 'note' })
      .emit('messages/shown', { path: 'note', message: error('a') });
    expect(keysAt(s, 'note')).toEqual(['a']);
    s.emit('messages/unsubscribed', { path: 'note' }).emit('messages/shown', {
      path: 'note',
      message: error('b'),
    });
    expect(keysAt(s, 'general')).toEqual(['b']);
  });

  it('removes a dismissed message', () => {
    const s = withSubscribers()
      .emit('messages/shown', { path: 'general', message: error('a') })
      .emit('messages/shown', { path: 'general', message: error('b') });
    s.emit('messages/dismissed', { path: 'general', translationKey: 'a' });
    expect(keysAt(s, 'general')).toEqual(['b']);
  });

  it('clears one path when given a path, and every path without one', () => {
    const s = withSubscribers('note')
      .emit('messages/shown', { path: 'note', message: error('a') })
      .emit('messages/shown', { path: 'general', message: error('b') });
    s.emit('messages/cleared', { path: 'note' });
    expect([keysAt(s, 'note'), keysAt(s, 'general')]).toEqual([[], ['b']]);
    s.emit('messages/cleared', {});
    expect(s.state.messages.byPath).toEqual({});
  });

  it('puts an item command failure at the item id', () => {
    const s = withSubscribers('i1').emit('cart/command-failed', {
      command: 'remove-item',
      itemId: 'i1',
      commandId: 'c',
      error: buildError({ messageKey: 'cart.item_locked' }),
    });
    expect(keysAt(s, 'i1')).toEqual(['cart.item_locked']);
  });

  it('puts note failures at note and coupon failures at discount and discount_rm', () => {
    const s = withSubscribers('note', 'discount', 'discount_rm')
      .emit('cart/command-failed', {
        command: 'set-note',
        commandId: 'c1',
        error: buildError({ messageKey: 'n' }),
      })
      .emit('cart/command-failed', {
        command: 'add-coupon',
        commandId: 'c2',
        error: buildError({ messageKey: 'coupon.not_applicable' }),
      })
      .emit('cart/command-failed', {
        command: 'remove-coupon',
        commandId: 'c3',
        error: buildError({ messageKey: 'coupon.remove' }),
      });
    expect([
      keysAt(s, 'note'),
      keysAt(s, 'discount'),
      keysAt(s, 'discount_rm'),
      keysAt(s, 'general'),
    ]).toEqual([['n'], ['coupon.not_applicable'], ['coupon.remove'], []]);
  });

  it('reports a failed cart load at general as exception.cart.not_fetched', () => {
    const s = session().emit('cart/command-failed', {
      command: 'load',
      commandId: 'c',
      error: buildError({ kind: 'network', status: null, messageKey: 'general.network_error' }),
    });
    expect(keysAt(s, 'general')).toEqual(['exception.cart.not_fetched']);
  });

  it('puts other command failures at general', () => {
    const s = withSubscribers().emit('cart/command-failed', {
      command: 'set-donation',
      commandId: 'c',
      error: buildError({ messageKey: 'x' }),
    });
    expect(keysAt(s, 'general')).toEqual(['x']);
  });

  it('puts violation messages at their property path too', () => {
    const violations = [
      { propertyPath: 'properties.domain', errors: [{ translationKey: 'domain.not_available' }] },
    ];
    const s = withSubscribers('i1', 'i1.properties.domain').emit('cart/command-failed', {
      command: 'update-item',
      itemId: 'i1',
      commandId: 'c',
      error: buildError({ messageKey: 'domain.not_available', violations }),
    });
    expect([keysAt(s, 'i1'), keysAt(s, 'i1.properties.domain')]).toEqual([
      ['domain.not_available'],
      ['domain.not_available'],
    ]);
  });

  it('clears the old messages of an area when its command is tried again, but not general', () => {
    const s = withSubscribers('note')
      .emit('cart/command-failed', {
        command: 'set-note',
        commandId: 'c1',
        error: buildError({ messageKey: 'n' }),
      })
      .emit('messages/shown', { path: 'general', message: error('g') })
      .emit('cart/command-started', { command: 'set-note', commandId: 'c2' });
    expect([keysAt(s, 'note'), keysAt(s, 'general')]).toEqual([[], ['g']]);
  });

  it('shows flash messages of a reply at general', () => {
    const s = withSubscribers().emit('api/flash-received', {
      messages: [{ type: 'success', translationKey: 'flash.saved' }],
    });
    expect(messagesAt(s.state, 'general')).toEqual([{ translationKey: 'flash.saved', type: 'success' }]);
  });

  it('clears every message on cart reset but keeps the subscriptions of mounted views', () => {
    const s = withSubscribers('note')
      .emit('messages/shown', { path: 'note', message: error('a') })
      .emit('cart/reset', { reason: 'cart.not_found' });
    expect(s.state.messages).toEqual({ byPath: {}, subscribed: { note: 1 } });
  });
});

describe('a failed navigation', () => {
  it('is shown to the customer as a general error message (spec §2)', () => {
    const s = withSubscribers().emit('nav/failed', {
      to: '/checkout/order?step=payment-method',
      messageKey: 'nav.failed',
    });
    expect(messagesAt(s.state, 'general')).toEqual([error('nav.failed')]);
    expect(s.state.nav.lastError).toEqual({
      to: '/checkout/order?step=payment-method',
      messageKey: 'nav.failed',
    });
  });

  it('is shown once however often it fails, and can be dismissed', () => {
    const s = withSubscribers()
      .emit('nav/failed', { to: '/a', messageKey: 'nav.failed' })
      .emit('nav/failed', { to: '/b', messageKey: 'nav.failed' });
    expect(keysAt(s, 'general')).toEqual(['nav.failed']);
    s.emit('messages/dismissed', { path: 'general', translationKey: 'nav.failed' });
    expect(keysAt(s, 'general')).toEqual([]);
  });
});

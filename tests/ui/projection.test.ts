/**
 * The ui read model: the login side panel, the item drawer (one item, held while saving, closed after
 * a save, when its item leaves or on reset) and the login and logout redirects started.
 */
import { describe, expect, it } from 'vitest';
import { buildCart, buildError, buildItem, session } from '../support/builders';

const cart = () => buildCart({ items: [buildItem({ id: 'a' }), buildItem({ id: 'b' })] });
const withDrawer = () => session().received(cart()).emit('ui/item-drawer-toggled', { itemId: 'a' });

describe('the ui read model', () => {
  it('opens the login side panel and hides it again', () => {
    const s = session().emit('ui/side-panel-opened', { panel: 'login' });
    expect(s.state.ui.sidePanel).toBe('login');
    expect(s.emit('ui/side-panel-closed', {}).state.ui.sidePanel).toBe('hidden');
  });

  it('opens the drawer for one item and closes it when the same item is chosen again', () => {
    const s = withDrawer();
    expect(s.state.ui.drawer).toEqual({ itemId: 'a', saving: false });
    expect(s.emit('ui/item-drawer-toggled', { itemId: 'a' }).state.ui.drawer).toBeNull();
  });

  it('switches the drawer to another item', () => {
    expect(withDrawer().emit('ui/item-drawer-toggled', { itemId: 'b' }).state.ui.drawer?.itemId).toBe('b');
  });

  it('cannot close or switch the drawer while saving', () => {
    const s = withDrawer().emit('cart/command-started', {
      command: 'update-item',
      itemId: 'a',
      commandId: 'u1',
    });
    expect(s.state.ui.drawer).toEqual({ itemId: 'a', saving: true });
    s.emit('ui/item-drawer-closed', {})
      .emit('ui/item-drawer-toggled', { itemId: 'a' })
      .emit('ui/item-drawer-toggled', { itemId: 'b' });
    expect(s.state.ui.drawer).toEqual({ itemId: 'a', saving: true });
  });

  it('closes the drawer after a successful save of its item', () => {
    const s = withDrawer()
      .emit('cart/command-started', { command: 'update-item', itemId: 'a', commandId: 'u1' })
      .received(cart(), 'update-item', 'u1');
    expect(s.state.ui.drawer).toBeNull();
  });

  it('keeps the drawer open when another command answers', () => {
    const s = withDrawer()
      .emit('cart/command-started', { command: 'set-note', commandId: 'n1' })
      .received(cart(), 'set-note', 'n1');
    expect(s.state.ui.drawer).toEqual({ itemId: 'a', saving: false });
  });

  it('keeps the drawer open, no longer saving, when the save fails', () => {
    const s = withDrawer()
      .emit('cart/command-started', { command: 'update-item', itemId: 'a', commandId: 'u1' })
      .emit('cart/command-failed', {
        command: 'update-item',
        itemId: 'a',
        commandId: 'u1',
        error: buildError(),
      });
    expect(s.state.ui.drawer).toEqual({ itemId: 'a', saving: false });
  });

  it('follows explicit saving facts for the open item only', () => {
    const s = withDrawer().emit('ui/item-drawer-saving', { itemId: 'b', saving: true });
    expect(s.state.ui.drawer?.saving).toBe(false);
    expect(s.emit('ui/item-drawer-saving', { itemId: 'a', saving: true }).state.ui.drawer?.saving).toBe(true);
  });

  it('closes the drawer when its item leaves the cart', () => {
    const s = withDrawer().received(buildCart({ items: [buildItem({ id: 'b' })] }), 'remove-item');
    expect(s.state.ui.drawer).toBeNull();
  });

  it('closes the drawer on cart reset', () => {
    expect(withDrawer().emit('cart/reset', { reason: 'cart.not_found' }).state.ui.drawer).toBeNull();
  });

  it('remembers that the login redirect started', () => {
    expect(session().emit('ui/login-started', {}).state.ui.login).toBe('redirecting');
  });

  it('remembers that the logout redirect started, apart from the login', () => {
    const ui = session().emit('ui/logout-requested', {}).state.ui;
    expect(ui.logout).toBe('redirecting');
    expect(ui.login).toBe('idle');
  });
});

/**
 * The item drawer's read model: which settings it offers for an item and a customer, one item at a
 * time, held open while saving, and where a refused save shows its messages.
 */
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../events/contract/cart';
import {
  drawerFieldPaths,
  drawerFields,
  drawerMessagePaths,
  hasSettings,
} from '../../projections/cart-items/item-drawer';
import { drawerView, itemMessages } from '../../projections/cart-items/selectors';
import { messagesAt } from '../../projections/messages/selectors';
import { buildCart, buildDomainItem, buildError, buildItem, session, user } from '../support/builders';

const domainItem = () =>
  buildDomainItem('firma.sk', { id: 'dom', optionalEditableProperties: ['domainProfileId'] });
const hosting = () =>
  buildItem({
    id: 'host',
    properties: { domain: 'firma.sk' },
    mandatoryEditableProperties: ['domain'],
    options: {
      period: [
        { period: 1, price: 4, onlyCardPayment: true },
        { period: 12, price: 39, onlyCardPayment: false },
      ],
    },
  });
const vps = () =>
  buildItem({
    id: 'vps',
    code: 'vps',
    properties: { name: null },
    mandatoryEditableProperties: ['name'],
    optionalEditableProperties: ['name'],
  });
const mail = () =>
  buildItem({ id: 'bm', code: 'business-mail', licenses: { basic: 1, advanced: 0, premium: 0 } });

const domainViolation = buildError({
  messageKey: 'domain.is_registered_elsewhere',
  key: 'domain.is_registered_elsewhere',
  violations: [
    { propertyPath: 'properties.domain', errors: [{ translationKey: 'domain.is_registered_elsewhere' }] },
  ],
  context: { cartItemId: 'host' },
});

describe('what the item drawer offers', () => {
  it('never shows the domain-profile setting to an anonymous visitor', () => {
    const s = session()
      .received(buildCart({ items: [domainItem()] }))
      .emit('ui/item-drawer-toggled', { itemId: 'dom' });
    expect(drawerView(s.state)?.loggedIn).toBe(false);
    expect(drawerView(s.state)?.fields.domainProfile).toBe(false);
    expect(drawerMessagePaths('dom', drawerFields(domainItem(), false))).not.toContain(
      'dom.properties.domainProfileId',
    );
  });

  it('shows the domain-profile setting to a logged-in customer for items that take one', () => {
    const s = session()
      .received(buildCart({ items: [domainItem(), hosting()], user }))
      .emit('ui/item-drawer-toggled', { itemId: 'dom' });
    expect(drawerView(s.state)?.fields.domainProfile).toBe(true);
    expect(drawerFields(hosting(), true).domainProfile).toBe(false);
  });

  it('offers the domain for items that need one and the period when there is a choice', () => {
    expect(drawerFields(hosting(), false)).toEqual({
      domain: true,
      licences: false,
      period: true,
      additional: [],
      domainProfile: false,
    });
  });

  it('offers licence counts for Business Mail and the service name as an additional setting', () => {
    expect(drawerFields(mail(), false).licences).toBe(true);
    expect(drawerFields(vps(), false).additional).toEqual(['name']);
    expect(drawerFieldPaths(drawerFields(mail(), false))).toEqual([
      'licenses.basic',
      'licenses.advanced',
      'licenses.premium',
    ]);
  });

  it('offers no settings cog when there is nothing to set', () => {
    const plain = buildItem({ id: 'ssl', code: 'ssl' });
    expect(hasSettings(drawerFields(plain, true))).toBe(false);
    expect(hasSettings(drawerFields(domainItem(), false))).toBe(false);
    expect(hasSettings(drawerFields(domainItem(), true))).toBe(true);
  });
});

describe('the item drawer', () => {
  const open = () =>
    session()
      .received(buildCart({ items: [hosting(), mail()] }))
      .emit('ui/item-drawer-toggled', { itemId: 'host' });

  it('shows one item at a time and closes when the same item is chosen again', () => {
    const s = open();
    expect(drawerView(s.state)?.item.id).toBe('host');
    s.emit('ui/item-drawer-toggled', { itemId: 'bm' });
    expect(drawerView(s.state)?.item.id).toBe('bm');
    s.emit('ui/item-drawer-toggled', { itemId: 'bm' });
    expect(drawerView(s.state)).toBeNull();
  });

  it('cannot be closed while saving and closes when the save succeeds', () => {
    const s = open()
      .emit('cart/item-update-requested', { itemId: 'host', changes: { period: 1 } })
      .emit('cart/command-started', { command: 'update-item', itemId: 'host', commandId: 'cmd-3' })
      .emit('ui/item-drawer-closed', {});
    expect(drawerView(s.state)?.saving).toBe(true);
    s.received(buildCart({ items: [hosting(), mail()] }), 'update-item');
    expect(drawerView(s.state)).toBeNull();
  });

  it('stays open with the provider violation under the domain field when the save fails', () => {
    const s = open();
    const paths = drawerMessagePaths('host', drawerFields(hosting(), false));
    for (const path of ['host', ...paths]) s.emit('messages/subscribed', { path });
    s.emit('cart/command-started', { command: 'update-item', itemId: 'host', commandId: 'cmd-9' });
    s.emit('cart/command-failed', {
      command: 'update-item',
      itemId: 'host',
      commandId: 'cmd-9',
      error: domainViolation,
    });
    expect(drawerView(s.state)?.saving).toBe(false);
    const messages = itemMessages(s.state, 'host', drawerFieldPaths(drawerFields(hosting(), false)));
    expect(messages.fields['properties.domain']?.map((m) => m.translationKey)).toEqual([
      'domain.is_registered_elsewhere',
    ]);
    expect(messages.area).toEqual([]);
    expect(messagesAt(s.state, 'general')).toEqual([]);
  });

  it('shows item failures that concern no field in the drawer as a whole', () => {
    const s = open().emit('messages/subscribed', { path: 'host' });
    const error = buildError({ messageKey: 'validation.hosting_package_change.not_available' });
    s.emit('cart/command-failed', { command: 'update-item', itemId: 'host', commandId: 'cmd-9', error });
    const messages = itemMessages(s.state, 'host', ['properties.domain']);
    expect(messages.area.map((m) => m.translationKey)).toEqual([
      'validation.hosting_package_change.not_available',
    ]);
  });

  it('sends a customer on recapitulation back to the cart when a reply leaves the cart step incomplete', () => {
    const s = open().emit('steps/user-step-set', { step: 'recapitulation' });
    expect(s.state.steps.userStep).toBe('recapitulation');
    s.received(buildCart({ items: [] as CartItem[] }), 'update-item');
    expect(s.state.steps.userStep).toBe('cart');
  });
});

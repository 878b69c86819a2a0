// @vitest-environment happy-dom
/**
 * The optional-settings page (`/mandatory`): the items with optional editable properties, a
 * changed service name sent on save, the domain profile sent when chosen; the customer's domain
 * profiles are asked for once a logged-in customer is on the page.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { optionalSettingsEffect } from '../../src/effects/profiles/optional-settings';
import OptionalSettingsPage from '../../src/features/optional-settings/optional-settings-page';
import { buildCart, buildDomainItem, buildDomainProfile, buildItem, user } from '../support/builders';
import { harness } from '../support/effect-harness';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const cart = buildCart({
  user,
  items: [
    buildItem({ id: 'h1', name: 'Hosting' }),
    buildItem({
      id: 'v1',
      code: 'vps',
      name: 'VPS',
      properties: { name: 'stary1' },
      optionalEditableProperties: ['name'],
    }),
    buildDomainItem('moja-firma.sk', { optionalEditableProperties: ['domainProfileId'] }),
  ],
});

describe('the optional-settings page', () => {
  it('lists only the items with optional settings and sends each change', async () => {
    const customer = userEvent.setup();
    const r = renderInApp(<OptionalSettingsPage />, {
      seed: (log) => {
        log.append('cart/received', { cart, command: 'load' });
        log.append('profiles/domain-received', {
          profiles: [buildDomainProfile({ id: 7, firstName: 'Jana', lastName: 'Nováková' })],
        });
      },
    });
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('optional-item'));
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(['VPS', '.sk doména']);
    const vps = within(items[0]!);
    expect(vps.getByRole('button', { name: 'Save' })).toBeDisabled();
    await customer.clear(vps.getByLabelText('Service name'));
    await customer.type(vps.getByLabelText('Service name'), ' novy1 ');
    await customer.click(vps.getByRole('button', { name: 'Save' }));
    await customer.selectOptions(within(items[1]!).getByLabelText('Domain profile'), '7');
    expect(r.payloads('cart/item-update-requested')).toEqual([
      { itemId: 'v1', changes: { properties: { name: 'novy1' } } },
      { itemId: 'dom-moja-firma.sk', changes: { properties: { domainProfileId: 7 } } },
    ]);
  });

  it('says so when no item has optional settings', () => {
    renderInApp(<OptionalSettingsPage />, {
      seed: (log) =>
        log.append('cart/received', { cart: buildCart({ items: [buildItem()] }), command: 'load' }),
    });
    expect(screen.getByText('No item in your cart has optional settings.')).toBeVisible();
  });
});

describe('the optional-settings effect', () => {
  it('asks for the domain profiles once when a logged-in customer is on the page', () => {
    const h = harness({});
    optionalSettingsEffect(h.deps);
    h.log.append('cart/received', { cart, command: 'load' });
    expect(h.types()).not.toContain('profiles/load-requested');
    h.log.append('nav/changed', { path: '/mandatory', search: '' });
    h.log.append('nav/changed', { path: '/mandatory/optional', search: '' });
    expect(
      h.log
        .all()
        .filter((e) => e.type === 'profiles/load-requested')
        .map((e) => e.payload),
    ).toEqual([{ which: 'domain' }]);
  });
});

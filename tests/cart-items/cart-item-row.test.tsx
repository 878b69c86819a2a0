// @vitest-environment happy-dom
/**
 * A cart item row as the customer uses it: server strings as text, prices and period, changing the
 * period, removing, opening the settings, its spinner, messages and disabled flag, and Business Mail
 * licence inputs.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCart, buildError, buildItem } from '../support/builders';
import { renderItems } from './support/render-items';

afterEach(cleanup);

const hosting = (overrides = {}) =>
  buildItem({
    id: 'host',
    name: 'Hosting <b>Pro</b>',
    period: 12,
    properties: { domain: 'firma.sk' },
    mandatoryEditableProperties: ['domain'],
    options: {
      period: [
        { period: 1, price: 4, onlyCardPayment: true },
        { period: 12, price: 39, onlyCardPayment: false },
        { period: 24, price: 70, onlyCardPayment: false },
      ],
    },
    price: { vatExcluded: 39, discountReason: 'Coupon X', originalPrice: 48.75 },
    prolongPrice: 48.75,
    ...overrides,
  });
const mail = () =>
  buildItem({
    id: 'bm',
    code: 'business-mail',
    name: 'Business Mail',
    licenses: { basic: 2, advanced: 0, premium: 0 },
    properties: { domain: 'firma.sk', minimumNumberOfLicenses: 1, freeTrial: true },
  });

describe('a cart item row', () => {
  it('lists what a site builder type includes, as the spec lists it', () => {
    const builder = (id: string, type: string) =>
      buildItem({ id, code: 'site-builder', name: `Site Builder ${type}`, properties: { type } });
    renderItems(buildCart({ items: [builder('sb1', 'basic'), builder('sb2', 'extended')] }));
    const included = (name: string) =>
      within(within(screen.getByRole('listitem', { name })).getByRole('list', { name: 'Included' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(included('Site Builder basic')).toEqual(['1 web', '1 GB', '5 subpages', 'Unlimited blog']);
    expect(included('Site Builder extended')).toEqual([
      '10 GB',
      'Unlimited subpages',
      'Simple e-shop',
      'Multilingual',
      'Mail storage',
    ]);
  });

  it('renders server strings as text, with its prices and the period in years', () => {
    renderItems(buildCart({ items: [hosting()] }));
    const row = screen.getByRole('listitem', { name: 'Hosting <b>Pro</b>' });
    expect(row.querySelector('b')).toBeNull();
    expect(within(row).getByText('€48.75', { selector: 's' })).toBeVisible();
    expect(within(row).getByText('20% off')).toBeVisible();
    expect(within(row).getByText(/€3\.25/)).toBeVisible();
    expect(within(row).getByText('Renews at €48.75 per year')).toBeVisible();
    const select = within(row).getByLabelText('Period') as HTMLSelectElement;
    expect(select.selectedOptions[0]).toHaveTextContent(/^1 year for €39\.00$/);
  });

  it('asks for a period change and shows the chosen period while it runs', async () => {
    const user = userEvent.setup();
    const r = renderItems(buildCart({ items: [hosting()] }));
    const select = screen.getByLabelText('Period') as HTMLSelectElement;
    await user.selectOptions(select, '24');
    expect(r.payloads('cart/item-update-requested')).toEqual([{ itemId: 'host', changes: { period: 24 } }]);
    expect(select).toHaveValue('24');
  });

  it('removes the item and opens its settings from the buttons or the menu', async () => {
    const user = userEvent.setup();
    const r = renderItems(buildCart({ items: [hosting()] }));
    const menu = screen.getByRole('button', { name: 'Actions for Hosting <b>Pro</b>' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Remove Hosting <b>Pro</b>' }));
    expect(r.payloads('cart/item-remove-requested')).toEqual([{ itemId: 'host' }]);
    await user.click(screen.getByRole('button', { name: 'Settings of Hosting <b>Pro</b>' }));
    expect(r.payloads('ui/item-drawer-toggled')).toEqual([{ itemId: 'host' }]);
  });

  it('shows a spinner while its change runs and the message of a failed change', () => {
    const r = renderItems(buildCart({ items: [hosting()] }));
    act(() => {
      r.log.append('cart/command-started', { command: 'update-item', itemId: 'host', commandId: 'c1' });
    });
    const row = screen.getByRole('listitem', { name: 'Hosting <b>Pro</b>' });
    expect(row).toHaveAttribute('aria-busy', 'true');
    expect(within(row).getByRole('status')).toHaveTextContent('Updating the item…');
    act(() => {
      r.log.append('cart/command-failed', {
        command: 'update-item',
        itemId: 'host',
        commandId: 'c1',
        error: buildError({ messageKey: 'integrity.price_outdated' }),
      });
    });
    expect(within(row).getByRole('alert')).toHaveTextContent('The price has changed.');
    expect(row.className).toContain('cart-item--greyed');
  });

  it('flags an item the provider disabled', () => {
    renderItems(buildCart({ items: [hosting({ isDisabled: true })] }));
    expect(screen.getByText('This item cannot be ordered as it is.')).toBeVisible();
  });
});

describe('Business Mail sub-rows', () => {
  it('show a licence input per type with the minimum, free-trial notices', () => {
    renderItems(buildCart({ items: [mail()] }));
    expect(screen.getByRole('group', { name: 'Licences (minimum 1)' })).toBeVisible();
    expect(screen.getByLabelText('Basic')).toHaveDisplayValue('2');
    expect(screen.getByText('Free trial for 60 days')).toBeVisible();
    expect(screen.getByText('Minimum number of licences for the free trial: 1')).toBeVisible();
  });

  it('name each licence type with its mailbox disk size: 1, 3 and 30 GB (spec §1)', () => {
    renderItems(buildCart({ items: [mail()] }));
    expect(screen.getByLabelText('Basic')).toHaveAccessibleDescription('1 GB mailbox');
    expect(screen.getByLabelText('Advanced')).toHaveAccessibleDescription('3 GB mailbox');
    expect(screen.getByLabelText('Premium')).toHaveAccessibleDescription('30 GB mailbox');
  });

  it('hand every whole count to the log and ignore what is not one', async () => {
    const user = userEvent.setup();
    const r = renderItems(buildCart({ items: [mail()] }));
    const premium = screen.getByLabelText('Premium');
    await user.clear(premium);
    await user.type(premium, '3');
    await user.clear(premium);
    // The minus is refused as a key; 5 and 50 are counts on the way to 500, capped at 100.
    await user.type(premium, '-500');
    expect(r.payloads('cart-items/licences-edited')).toEqual([
      { itemId: 'bm', type: 'premium', value: 3 },
      { itemId: 'bm', type: 'premium', value: 5 },
      { itemId: 'bm', type: 'premium', value: 50 },
      { itemId: 'bm', type: 'premium', value: 100 },
    ]);
    expect(premium).toHaveDisplayValue('100');
    expect(screen.getByText('Minimum total number of licences for Premium: 1')).toBeVisible();
  });
});

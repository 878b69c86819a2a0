// @vitest-environment happy-dom
/**
 * The item settings drawer as the customer uses it: a focus-trapping dialog, saving only what changed,
 * refused domains and packages explained under their fields, service-name rules, and the setting of
 * a domain profile for logged-in customers only.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCart, buildDomainItem, buildError, buildItem, user } from '../support/builders';
import { renderItems, type Rendered } from './support/render-items';

afterEach(cleanup);

const hosting = () =>
  buildItem({
    id: 'host',
    name: 'Hosting',
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
    name: 'VPS',
    properties: { name: 'web01' },
    optionalEditableProperties: ['name'],
  });
const domain = () =>
  buildDomainItem('firma.sk', {
    id: 'dom',
    name: '.sk domain',
    optionalEditableProperties: ['domainProfileId'],
  });

/** Presses the item's cog; the drawer is a lazy chunk, so it is awaited. */
async function openDrawer(customer: UserEvent, name: string): Promise<HTMLElement> {
  await customer.click(screen.getByRole('button', { name: `Settings of ${name}` }));
  return screen.findByRole('dialog', { name: `Settings: ${name}` });
}

function fail(r: Rendered, error: ReturnType<typeof buildError>) {
  act(() => {
    r.log.append('cart/command-started', { command: 'update-item', itemId: 'host', commandId: 'c1' });
    r.log.append('cart/command-failed', { command: 'update-item', itemId: 'host', commandId: 'c1', error });
  });
}

describe('the item settings drawer', () => {
  it('is a labelled dialog that takes focus, closes on Escape and gives focus back to the cog', async () => {
    const customer = userEvent.setup();
    renderItems(buildCart({ items: [hosting()] }));
    const cog = screen.getByRole('button', { name: 'Settings of Hosting' });
    cog.focus();
    const dialog = await openDrawer(customer, 'Hosting');
    // Focus moves in an effect after the dialog has rendered: on a loaded machine, a moment later.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await customer.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(cog);
  });

  it('starts on the dialog itself and keeps Tab and Shift+Tab inside', async () => {
    const customer = userEvent.setup();
    renderItems(buildCart({ items: [hosting()] }));
    const dialog = await openDrawer(customer, 'Hosting');
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await customer.tab({ shift: true });
    expect(document.activeElement).toBe(save);
    await customer.tab();
    expect(document.activeElement).toBe(close);
  });

  it('saves only what changed, and cannot be closed while saving', async () => {
    const customer = userEvent.setup();
    const r = renderItems(buildCart({ items: [hosting()] }));
    const dialog = await openDrawer(customer, 'Hosting');
    await customer.clear(within(dialog).getByLabelText('Domain'));
    await customer.type(within(dialog).getByLabelText('Domain'), 'Nova-Firma.sk');
    await customer.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(r.payloads('cart/item-update-requested')).toEqual([
      { itemId: 'host', changes: { properties: { domain: 'nova-firma.sk' } } },
    ]);
    act(() => {
      r.log.append('cart/command-started', { command: 'update-item', itemId: 'host', commandId: 'c1' });
    });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await customer.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('closes without a call when nothing changed', async () => {
    const customer = userEvent.setup();
    const r = renderItems(buildCart({ items: [hosting()] }));
    const dialog = await openDrawer(customer, 'Hosting');
    await customer.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(r.payloads('cart/item-update-requested')).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a domain the provider refused under the domain field, with its prompt and link', async () => {
    const customer = userEvent.setup();
    const r = renderItems(buildCart({ items: [hosting()] }));
    const dialog = await openDrawer(customer, 'Hosting');
    await customer.clear(within(dialog).getByLabelText('Domain'));
    await customer.type(within(dialog).getByLabelText('Domain'), 'google.sk');
    fail(
      r,
      buildError({
        messageKey: 'domain.is_registered_elsewhere',
        violations: [
          {
            propertyPath: 'properties.domain',
            errors: [{ translationKey: 'domain.is_registered_elsewhere' }],
          },
        ],
      }),
    );
    const input = within(dialog).getByLabelText('Domain') as HTMLInputElement;
    expect(input).toHaveValue('google.sk');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const error = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(error).toHaveTextContent('This domain is registered with another registrar.');
    const link = within(error as HTMLElement).getByRole('link', { name: 'Transfer the domain to us first.' });
    expect(link).toHaveAttribute('href', 'https://transfer.test/');
  });

  it('explains a refused hosting package change with links to the administration and the hostings', async () => {
    const customer = userEvent.setup();
    const r = renderItems(buildCart({ items: [hosting()] }));
    const dialog = await openDrawer(customer, 'Hosting');
    fail(r, buildError({ messageKey: 'validation.hosting_package_change.not_available' }));
    expect(within(dialog).getByText(/cannot be downgraded in the order/)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Web administration' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Hosting packages' })).toBeVisible();
  });

  it('checks a changed service name against its product rules and blocks saving until it fits', async () => {
    const customer = userEvent.setup();
    const r = renderItems(buildCart({ items: [vps()] }));
    const dialog = await openDrawer(customer, 'VPS');
    const input = within(dialog).getByLabelText('Service name') as HTMLInputElement;
    expect(input).not.toHaveAttribute('aria-invalid');
    await customer.clear(input);
    await customer.type(input, 'Web 01');
    await customer.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(r.payloads('cart/item-update-requested')).toEqual([]);
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const error = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveTextContent(/^Use only lowercase letters and digits\.$/);

    await customer.clear(input);
    await customer.type(input, 'web');
    expect(input).not.toHaveAttribute('aria-invalid');
    await customer.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Field input value is too short$/);
    expect(r.payloads('cart/item-update-requested')).toEqual([]);

    await customer.clear(input);
    await customer.type(input, ' web02 ');
    await customer.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(r.payloads('cart/item-update-requested')).toEqual([
      { itemId: 'vps', changes: { properties: { name: 'web02' } } },
    ]);
  });

  it('never offers an anonymous visitor the domain-profile setting', async () => {
    const customer = userEvent.setup();
    renderItems(buildCart({ items: [domain(), hosting()] }));
    expect(screen.queryByRole('button', { name: 'Settings of .sk domain' })).toBeNull();
    const dialog = await openDrawer(customer, 'Hosting');
    expect(within(dialog).queryByLabelText('Use a different domain profile for this item')).toBeNull();
  });

  it('offers a logged-in customer a domain profile of their own for the item', async () => {
    const customer = userEvent.setup();
    const r = renderItems(buildCart({ items: [domain()], user }));
    const dialog = await openDrawer(customer, '.sk domain');
    const box = within(dialog).getByLabelText('Use a different domain profile for this item');
    await customer.click(box);
    await customer.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Field is required');
    expect(r.payloads('cart/item-update-requested')).toEqual([]);
  });
});

// @vitest-environment happy-dom
/**
 * The service settings step: a status per item, continue blocked while a setting is missing, the
 * rules checked on submit, and the auth code required but kept out of the log.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { REDACTED } from '../../events/redact';
import { ServiceSettingsStep } from '../../src/features/order/service-settings/service-settings-step';
import { itemSecretKey, takeSecret } from '../../src/shared/secret-vault';
import { buildCart, buildItem, user } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const vps = buildItem({
  id: 'vps',
  code: 'vps',
  name: 'VPS',
  mandatoryEditableProperties: ['name'],
  properties: { name: 'server01' },
});
const transfer = buildItem({
  id: 'tr',
  code: 'domain-transfer',
  name: 'Transfer',
  mandatoryEditableProperties: ['eppCode'],
  properties: { domain: 'a.sk', eppCode: null },
});

function renderStep(items = [vps, transfer]) {
  return renderInApp(<ServiceSettingsStep readOnly={false} />, {
    seed: (log) => {
      log.append('cart/received', { cart: buildCart({ user, items }), command: 'load' });
      log.append('steps/user-step-set', { step: 'service-settings' });
    },
  });
}

describe('the service settings step', () => {
  it('shows a status per item and blocks continue while a setting is missing', () => {
    renderStep();
    expect(screen.getByRole('img', { name: 'Settings complete' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Settings missing' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.queryByText('All service settings are complete.')).toBeNull();
  });

  it('checks the rules on submit and sends nothing unchanged', async () => {
    const customer = userEvent.setup();
    const r = renderStep();
    const [vpsSave] = screen.getAllByRole('button', { name: 'Save' });
    await customer.click(vpsSave as HTMLElement);
    expect(r.payloads('cart/item-update-requested')).toEqual([]);
    await customer.clear(screen.getByLabelText('Service name'));
    await customer.type(screen.getByLabelText('Service name'), 'Bad Name');
    await customer.click(vpsSave as HTMLElement);
    expect(screen.getByText('Use only lowercase letters and digits.')).toBeVisible();
    await customer.clear(screen.getByLabelText('Service name'));
    await customer.type(screen.getByLabelText('Service name'), 'server02');
    await customer.click(vpsSave as HTMLElement);
    expect(r.payloads('cart/item-update-requested')).toEqual([
      { itemId: 'vps', changes: { properties: { name: 'server02' } } },
    ]);
  });

  it("requires the auth code ('Field is required') and keeps its clear value out of the log", async () => {
    const customer = userEvent.setup();
    const r = renderStep();
    const save = screen.getAllByRole('button', { name: 'Save' })[1] as HTMLElement;
    await customer.click(save);
    expect(screen.getByText('Field is required')).toBeVisible();
    // One setting: its own message says it all, no 'empty form' line on top.
    expect(screen.queryByText('Cannot submit an empty form')).toBeNull();
    await customer.type(screen.getByLabelText('Transfer authorization code'), 'S3CR3T-EPP');
    await customer.click(save);
    expect(r.payloads('cart/item-update-requested')).toEqual([
      { itemId: 'tr', changes: { properties: { eppCode: REDACTED } } },
    ]);
    // Nor any prefix of it, typed one key at a time.
    expect(JSON.stringify(r.log.all())).not.toContain('S3CR3T');
    expect(takeSecret(itemSecretKey('tr', 'eppCode'))).toBe('S3CR3T-EPP');
  });

  it("says 'Cannot submit an empty form' for a form of several settings all left blank", async () => {
    const customer = userEvent.setup();
    const both = buildItem({
      id: 'both',
      code: 'vdc',
      name: 'VDC',
      mandatoryEditableProperties: ['name', 'domain'],
      properties: { name: null, domain: null },
    });
    const r = renderStep([both]);
    const save = screen.getByRole('button', { name: 'Save' });
    await customer.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Cannot submit an empty form$/);
    expect(screen.getAllByText('Field is required')).toHaveLength(2);
    expect(r.payloads('cart/item-update-requested')).toEqual([]);
    await customer.type(screen.getByLabelText('Service name'), 'my-vdc');
    expect(screen.queryByText('Cannot submit an empty form')).toBeNull();
    await customer.click(save);
    expect(screen.queryByText('Cannot submit an empty form')).toBeNull();
    expect(screen.getByText('Field is required')).toBeVisible();
  });

  it("never checks again a saved setting the customer did not change (a provider's VPS name)", async () => {
    const customer = userEvent.setup();
    const saved = buildItem({
      id: 'saved',
      code: 'vps',
      name: 'VPS',
      mandatoryEditableProperties: ['name'],
      properties: { name: 'VPS-Bratislava' },
    });
    const r = renderStep([saved]);
    const name = screen.getByLabelText('Service name');
    await customer.click(name);
    await customer.tab();
    expect(screen.queryByText('Use only lowercase letters and digits.')).toBeNull();
    await customer.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Use only lowercase letters and digits.')).toBeNull();
    expect(r.payloads('cart/item-update-requested')).toEqual([]);
    await customer.clear(name);
    await customer.type(name, 'VPS-Kosice');
    await customer.tab();
    expect(screen.getByText('Use only lowercase letters and digits.')).toBeVisible();
  });

  it('says so once every setting is filled', () => {
    renderStep([vps]);
    expect(screen.getByText('All service settings are complete.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});

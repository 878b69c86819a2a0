// @vitest-environment happy-dom
/**
 * The contact form page over a real log: the offer and form of the uuid, the values sent with the
 * submit, field messages and the taken server name, the success state, and an unknown uuid with its
 * message and a link back.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventLog } from '../../events/log';
import ServerContactPage from '../../src/features/server-form/server-contact-page';
import { buildError } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const UUID = '6f1c2a4e-8b0d-4c39-9a51-0d2b7e6f3a01';
const offer = {
  uuid: UUID,
  brand: 'Dell',
  cpuName: 'Intel Xeon E-2388G',
  cpuCores: 8,
  ram: 64,
  primaryDrives: '2 × 960 GB NVMe SSD',
  secondaryDrives: null,
  tag: 'bestseller',
  prices: [
    { period: 1, actualPrice: 116.1, marketingPrice: 129 },
    { period: 12, actualPrice: 1393.2, marketingPrice: 1548 },
  ],
};

function openServer(after: (log: EventLog) => void = () => {}) {
  return renderInApp(<ServerContactPage variant="server" uuid={UUID} />, {
    seed: (log) => {
      log.append('server-form/opened', { variant: 'server', uuid: UUID });
      log.append('server-form/offer-received', { uuid: UUID, offer });
      log.append('server-form/options-received', {
        uuid: UUID,
        groups: [
          {
            name: 'os',
            label: 'Operating system',
            options: [
              { value: 'debian', label: 'Debian 12' },
              { value: 'alma', label: 'AlmaLinux 9' },
            ],
          },
        ],
      });
      after(log);
    },
  });
}

/** Types into a field as a customer does and leaves it with Tab (a field commits on blur). */
async function type(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
  await user.tab();
}

describe('the server contact page', () => {
  it('shows the offer and sends what was typed and chosen', async () => {
    const user = userEvent.setup();
    const r = openServer();
    expect(screen.getByRole('heading', { name: /Dell Intel Xeon E-2388G/ })).toBeVisible();
    await type(user, 'Your name', 'Jana Nováková');
    await type(user, 'E-mail', 'jana@example.sk');
    await type(user, 'Phone', '+421900123456');
    await user.type(screen.getByLabelText('Server name'), 'mojserver');
    await user.selectOptions(screen.getByLabelText('Operating system'), 'alma');
    await user.selectOptions(screen.getByLabelText('Rental period'), '1');
    expect(r.payloads('server-form/field-committed')).toContainEqual({
      field: 'email',
      value: 'jana@example.sk',
    });
    // One intent per keystroke, as a customer types (the effect throttles the availability checks).
    expect(r.payloads('server-form/server-name-edited').map((p) => p.value)).toEqual([
      'm',
      'mo',
      'moj',
      'mojs',
      'mojse',
      'mojser',
      'mojserv',
      'mojserve',
      'mojserver',
    ]);
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(r.payloads('server-form/submitted')).toEqual([
      {
        variant: 'server',
        uuid: UUID,
        values: {
          period: '1',
          name: 'Jana Nováková',
          email: 'jana@example.sk',
          phone: '+421900123456',
          serverName: 'mojserver',
        },
        options: { os: 'alma' },
      },
    ]);
  });

  it('shows field messages, the taken server name, and the success message after sending', async () => {
    const user = userEvent.setup();
    const r = openServer();
    await user.type(screen.getByLabelText('Server name'), 'obsadeny1');
    act(() => r.emit('server-form/name-checked', { name: 'obsadeny1', available: false }));
    expect(screen.getByText('Server name is already taken, please choose another')).toBeVisible();
    act(() =>
      r.emit('server-form/rejected', { errors: { email: 'validation.email', phone: 'validation.required' } }),
    );
    expect(
      within(screen.getByLabelText('E-mail').parentElement!).getByText('Email format is not valid'),
    ).toBeVisible();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    await type(user, 'Phone', '+421900123456');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'false');
    act(() => r.emit('server-form/sent', { variant: 'server' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Thank you\. We have received your inquiry and will contact you soon\.$/,
    );
    expect(screen.queryByRole('button', { name: 'Send inquiry' })).toBeNull();
  });

  it("says 'Cannot submit an empty form' when nothing was typed, the general line once something was", async () => {
    const user = userEvent.setup();
    const r = openServer();
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    const required = 'validation.required';
    act(() =>
      r.emit('server-form/rejected', {
        errors: { serverName: required, name: required, email: required, phone: required },
      }),
    );
    expect(screen.getByText('Cannot submit an empty form')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('The form contains errors. Please check the highlighted fields.')).toBeNull();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    await type(user, 'Your name', 'Jana Nováková');
    expect(screen.queryByText('Cannot submit an empty form')).toBeNull();
    expect(screen.getByText('The form contains errors. Please check the highlighted fields.')).toBeVisible();
  });

  it('says the offer was not found for an unknown uuid and links back', () => {
    renderInApp(<ServerContactPage variant="server" uuid="nope" />, {
      seed: (log) => {
        log.append('server-form/opened', { variant: 'server', uuid: 'nope' });
        log.append('server-form/load-failed', {
          uuid: 'nope',
          error: buildError({ status: 404, messageKey: 'server_form.offer_not_found' }),
        });
      },
      languagePrefix: '/en',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/^The server offer was not found\.$/);
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/en/');
    expect(screen.queryByRole('form')).toBeNull();
  });
});

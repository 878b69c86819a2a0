// @vitest-environment happy-dom
/**
 * Field messages of the contact forms (spec §5: cleared on change, validated on blur when changed;
 * issue 14 item 9): leaving an invalid field unchanged keeps its message; typing clears it; and
 * nothing above "Send inquiry" changes when a corrected field loses focus, so the one click that
 * takes the focus away from the field is the click that sends.
 */
import { act, cleanup, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ServerContactPage from '../../src/features/server-form/server-contact-page';
import { succeed } from '../../src/api/result';
import { serverFormsEffect } from '../../src/effects/server-form/server-form';
import { renderInApp } from '../support/render-in-app';
import { harness } from '../support/effect-harness';

afterEach(cleanup);

const UUID = '6f1c2a4e-8b0d-4c39-9a51-0d2b7e6f3a01';
const offer = { name: 'Monitoring', description: 'We watch your server.', prices: [] };

/** The monitoring form after a refused submit with an invalid e-mail and phone. */
async function refused(user: UserEvent) {
  const r = renderInApp(<ServerContactPage variant="monitoring" uuid={UUID} />, {
    seed: (log) => {
      log.append('server-form/opened', { variant: 'monitoring', uuid: UUID });
      log.append('server-form/offer-received', { uuid: UUID, offer });
    },
  });
  await user.type(screen.getByLabelText('Your name'), 'Jana Nováková');
  await user.type(screen.getByLabelText('E-mail'), 'jana@');
  await user.type(screen.getByLabelText('Phone'), '12');
  await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
  act(() =>
    r.emit('server-form/rejected', { errors: { email: 'validation.email', phone: 'validation.phone' } }),
  );
  return r;
}

/** What the customer sees above the submit button, element by element, in page order. */
function aboveTheButton(): string[] {
  const button = screen.getByRole('button', { name: 'Send inquiry' });
  const form = button.closest('form') as HTMLFormElement;
  return [...form.querySelectorAll('*')]
    .filter((el) => el.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING)
    .filter((el) => !el.contains(button))
    .map((el) => `${el.tagName}.${el.className}:${el.children.length === 0 ? el.textContent : ''}`);
}

describe('contact form messages', () => {
  it('keeps "Invalid phone number" when the customer leaves the field without changing it', async () => {
    const user = userEvent.setup();
    await refused(user);
    const phone = screen.getByLabelText('Phone');
    expect(screen.getByText('Invalid phone number')).toBeVisible();
    await user.click(phone);
    await user.tab();
    expect(screen.getByText('Invalid phone number')).toBeVisible();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears a field message as soon as its value changes', async () => {
    const user = userEvent.setup();
    await refused(user);
    await user.type(screen.getByLabelText('Phone'), '3');
    expect(screen.queryByText('Invalid phone number')).toBeNull();
    expect(screen.getByText('Email format is not valid')).toBeVisible();
  });

  it('sends with one click after the e-mail is corrected: nothing above the button changes on blur', async () => {
    const user = userEvent.setup();
    const r = await refused(user);
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+421905123456');
    await user.tab();
    await user.type(screen.getByLabelText('E-mail'), 'example.sk');
    const before = aboveTheButton();
    // The press on "Send inquiry" takes the focus away from the e-mail first; it is released (the
    // click) on what is then under the pointer.
    const send = screen.getByRole('button', { name: 'Send inquiry' });
    await user.pointer({ keys: '[MouseLeft>]', target: send });
    expect(document.activeElement).toBe(send);
    expect(aboveTheButton()).toEqual(before);
    await user.pointer({ keys: '[/MouseLeft]', target: send });
    expect(r.payloads('server-form/submitted').at(-1)).toMatchObject({
      values: { email: 'jana@example.sk', phone: '+421905123456' },
    });
  });
});

describe('validation on blur when changed', () => {
  function opened() {
    const h = harness({
      getMonitoringOffer: () => Promise.resolve(succeed(offer, 200)),
      getMonitoringOptions: () => Promise.resolve(succeed([], 200)),
    });
    h.browser.path = `/monitoring/${UUID}`;
    h.log.append('nav/changed', { path: `/monitoring/${UUID}`, search: '' });
    serverFormsEffect(h.deps);
    return h;
  }

  it('names a changed field that breaks its rule when the customer leaves it', () => {
    const h = opened();
    h.log.append('server-form/field-committed', { field: 'email', value: 'jana@' });
    expect(
      h.log
        .all()
        .filter((e) => e.type === 'server-form/field-checked')
        .map((e) => e.payload),
    ).toEqual([{ field: 'email', error: 'validation.email' }]);
  });

  it('says nothing of a field that is fine', () => {
    const h = opened();
    h.log.append('server-form/field-committed', { field: 'email', value: 'jana@example.sk' });
    expect(
      h.log
        .all()
        .filter((e) => e.type === 'server-form/field-checked')
        .map((e) => e.payload),
    ).toEqual([{ field: 'email', error: null }]);
  });
});

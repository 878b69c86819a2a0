// @vitest-environment happy-dom
/**
 * The sign-up form in the billing step as a customer sees it: the fields, a message per broken
 * rule on blur (hidden again while the value is changed), every message after a refused submit
 * with nothing sent, the phone prefix taken from a typed number, the password meter, generator
 * and copy, and a complete form sent with the password kept out of the log.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDACTED } from '../../events/redact';
import { takeSecret } from '../../src/shared/secret-vault';
import { SIGNUP_PASSWORD_SECRET } from '../../src/shared/secret-vault';
import { BillingProfileStep } from '../../src/features/order/steps/billing-profile-step';
import { buildCart, buildDomainItem } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

function renderSignup() {
  const cart = buildCart({ items: [buildDomainItem('moja-firma.sk')], domainProfileRequired: true });
  return renderInApp(<BillingProfileStep readOnly={false} />, {
    seed: (log) => {
      log.append('cart/received', { cart, command: 'load' });
      log.append('profiles/required-fields-received', {
        tlds: ['sk'],
        countryCode: 'SK',
        fields: {
          personal: { required: ['phone', 'email'], oneOf: [] },
          company: { required: [], oneOf: [] },
        },
      });
    },
  });
}

/** Types into a field as a customer does and leaves it with Tab (the rules are judged on blur). */
async function type(user: UserEvent, label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
  await user.tab();
}

describe('the sign-up form', () => {
  it('shows the account, address and consent fields of a new customer', () => {
    renderSignup();
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    for (const label of [
      'Login',
      'Password',
      /^First name/,
      /^Last name/,
      /^E-mail$/,
      /^Phone/,
      /^Street and number/,
      /^City/,
      /^Postal code/,
      'Country',
    ]) {
      expect(screen.getByLabelText(label)).toBeVisible();
    }
    expect(screen.getByLabelText('Country')).toBeDisabled();
    expect(screen.getByLabelText(/Student card/)).toBeVisible();
    expect(screen.getByLabelText('I agree to the terms of service')).toBeVisible();
  });

  it('shows the message of a broken rule when the field is left, and hides it while it is changed', async () => {
    const user = userEvent.setup();
    renderSignup();
    await type(user, /^Street and number/, 'Hl');
    expect(screen.getByText('Field input value is too short')).toBeVisible();
    await user.type(screen.getByLabelText(/^Street and number/), 'a');
    expect(screen.getByLabelText(/^Street and number/)).toHaveValue('Hla');
    expect(screen.queryByText('Field input value is too short')).toBeNull();
    await type(user, /^E-mail$/, 'jana@');
    expect(screen.getByText('Email format is not valid')).toBeVisible();
    await type(user, /^Postal code/, '811/01');
    expect(screen.getByText('Invalid postal code')).toBeVisible();
    await type(user, 'Login', 'jana novak');
    expect(screen.getByText('Invalid login')).toBeVisible();
  });

  it('refuses a submit with problems: every message shows and nothing is sent', async () => {
    const user = userEvent.setup();
    const r = renderSignup();
    await user.click(screen.getByRole('button', { name: 'Create account and continue' }));
    expect(screen.getAllByText('Field is required').length).toBeGreaterThanOrEqual(6);
    expect(screen.getByText('Consent terms of service is required')).toBeVisible();
    expect(screen.getByText('The form contains errors. Please check the highlighted fields.')).toBeVisible();
    expect(r.payloads('signup/submitted')).toEqual([]);
    expect(r.payloads('profiles/form-rejected')[0]).toMatchObject({ form: 'signup' });
  });

  it('names the refused fields in page order, so the first one is scrolled to and focused', async () => {
    const user = userEvent.setup();
    const r = renderSignup();
    await type(user, 'Login', 'jana.nova');
    await user.type(screen.getByLabelText('Password'), 'Canary-Pass-4417!');
    await user.click(screen.getByRole('button', { name: 'Create account and continue' }));
    const [rejected] = r.payloads('profiles/form-rejected') as { fields: string[] }[];
    expect(rejected?.fields[0]).toBe('firstName');
    expect(rejected?.fields.at(-1)).toBe('terms');
    expect(rejected?.fields).not.toContain('login');
    expect(document.getElementById('signup-terms')).toBe(
      screen.getByLabelText('I agree to the terms of service'),
    );
  });

  it('takes a typed international number into the prefix select', async () => {
    const user = userEvent.setup();
    const r = renderSignup();
    expect(screen.getByLabelText('Country calling code')).toHaveValue('+421');
    await type(user, /^Phone/, '00420 777.123.456');
    expect(screen.getByLabelText('Country calling code')).toHaveValue('+420');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('777123456');
    expect(r.payloads('profiles/field-committed')).toContainEqual({
      form: 'signup',
      field: 'phone',
      value: '+420777123456',
    });
  });

  it('rates the password, generates a strong one and copies it', async () => {
    const user = userEvent.setup();
    const r = renderSignup();
    const writeText = vi.fn(() => Promise.resolve());
    // After userEvent.setup(), which puts a clipboard stub of its own on the navigator.
    Object.defineProperty(globalThis.navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    expect(screen.getByText('Weak')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Generate password' }));
    const generated = (screen.getByLabelText('Password') as HTMLInputElement).value;
    expect(generated).toHaveLength(16);
    expect(screen.getByText('Strong')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy password' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(generated));
    await vi.waitFor(() => expect(r.payloads('signup/password-copied')).toHaveLength(1));
    expect(screen.getByText('saved in clipboard')).toBeVisible();
    expect(JSON.stringify(r.log.all())).not.toContain(generated);
  });

  it('sends a complete form with the password kept out of the log', async () => {
    const user = userEvent.setup();
    const r = renderSignup();
    await type(user, 'Login', 'jana.nova');
    await user.type(screen.getByLabelText('Password'), 'Canary-Pass-4417!');
    await type(user, /^First name/, 'Jana');
    await type(user, /^Last name/, 'Nová');
    await type(user, /^E-mail$/, 'jana@example.sk');
    await type(user, /^Other e-mail addresses/, ' jana@example.sk ,, ');
    await type(user, /^Phone/, '901 123 456');
    await type(user, /^Street and number/, 'Hlavná 1');
    await type(user, /^City/, 'Bratislava');
    await type(user, /^Postal code/, '81101');
    await user.click(screen.getByLabelText('I agree to the terms of service'));
    await user.click(screen.getByRole('button', { name: 'Create account and continue' }));
    const [submitted] = r.payloads('signup/submitted') as {
      request: { personalInformation: Record<string, unknown> };
    }[];
    expect(submitted?.request.personalInformation).toMatchObject({
      login: 'jana.nova',
      password: REDACTED,
      emails: ['jana@example.sk'],
      phone: '+421901123456',
    });
    expect(takeSecret(SIGNUP_PASSWORD_SECRET)).toBe('Canary-Pass-4417!');
    // Nor any prefix of it, typed one key at a time.
    expect(JSON.stringify(r.log.all())).not.toContain('Canary');
  });

  it('shows a second address for a different domain holder', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.click(screen.getByLabelText('The domain holder is different from the billing details'));
    expect(screen.getByRole('group', { name: 'Domain holder' })).toBeVisible();
    expect(screen.getAllByLabelText(/^First name/)).toHaveLength(2);
  });

  it('asks for organisation and company ids for a company', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.click(screen.getAllByLabelText('Company')[0] as HTMLElement);
    expect(screen.getByLabelText('Company name')).toBeVisible();
    expect(screen.getByLabelText(/^Company ID/)).toBeVisible();
    expect(screen.getByLabelText(/^VAT ID/)).toBeVisible();
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
    expect(screen.queryByLabelText(/Student card/)).toBeNull();
  });
});

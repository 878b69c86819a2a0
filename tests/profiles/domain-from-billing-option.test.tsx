// @vitest-environment happy-dom
/**
 * "Use my billing details" in the domain-profile step (decision 019) as the customer meets it: a
 * radio of the step's group, named by what it does and described by the billing profile it uses;
 * chosen, it shows what Continue will do instead of a form, and Continue asks for the profile to be
 * made from the cart's billing profile; a failed creation shows where the form's message would;
 * not offered without a billing profile on the cart, nor in the Swedish workflow.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../events/contract/cart';
import type { EventLog } from '../../events/log';
import { DomainProfileStep } from '../../src/features/order/steps/domain-profile-step';
import {
  buildBillingProfile,
  buildCart,
  buildDomainItem,
  buildDomainProfile,
  buildError,
  requiredFields,
  user,
} from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const billing = buildBillingProfile({ id: 7 });
const none = requiredFields();
const withBilling = buildCart({
  user,
  billingProfile: billing,
  items: [buildDomainItem('moja.sk')],
  domainProfileRequired: true,
});

function setup(cart: Cart, extra: (log: EventLog) => void = () => undefined) {
  return (log: EventLog) => {
    log.append('cart/received', { cart, command: 'load' });
    log.append('profiles/domain-received', { profiles: [buildDomainProfile({ id: 11 })] });
    log.append('profiles/required-fields-received', { tlds: ['sk'], countryCode: 'SK', fields: none });
    extra(log);
  };
}

const chosen = (log: EventLog) => log.append('profiles/domain-choice-set', { choice: 'billing' });

describe('"Use my billing details" in the domain-profile step', () => {
  it('is a radio of the step group, described by the billing profile it uses', async () => {
    const customer = userEvent.setup();
    const r = renderInApp(<DomainProfileStep readOnly={false} />, { seed: setup(withBilling) });
    const group = screen.getByRole('group', { name: 'Choose a domain profile' });
    const radio = within(group).getByRole('radio', {
      name: 'Use my billing details',
      description: 'Jana Novakova, Hlavna 1, 81101 Bratislava',
    }) as HTMLInputElement;
    expect(radio.name).toBe('domain-profile');
    expect(radio).not.toBeChecked();
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await customer.click(radio);
    expect(r.payloads('profiles/domain-choice-set')).toEqual([{ choice: 'billing' }]);
  });

  it('when chosen, shows what Continue does instead of a form, and Continue makes the profile', async () => {
    const customer = userEvent.setup();
    const r = renderInApp(<DomainProfileStep readOnly={false} />, { seed: setup(withBilling, chosen) });
    expect(screen.getByRole('radio', { name: 'Use my billing details' })).toBeChecked();
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
    expect(screen.getByText(/a domain profile is created from your billing details/)).toBeVisible();
    await customer.click(screen.getByRole('button', { name: 'Continue' }));
    expect(r.payloads('profiles/domain-from-billing-submitted')).toEqual([
      { form: 'domain', billingProfileId: 7, required: true, setOnCart: true, continueAfter: true },
    ]);
    expect(r.payloads('profiles/domain-submitted')).toEqual([]);
  });

  it('shows a failed creation where the form message shows', () => {
    renderInApp(<DomainProfileStep readOnly={false} />, {
      seed: setup(withBilling, (log) => {
        chosen(log);
        log.append('profiles/form-opened', { form: 'domain', profileId: null, values: {}, drawer: false });
        log.append('profiles/form-failed', {
          form: 'domain',
          error: buildError({ key: 'profile.not_created', messageKey: 'profile.not_created' }),
        });
      }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/^The profile could not be created\.$/);
  });

  it('is not offered without a billing profile on the cart', () => {
    const cart = buildCart({ user, items: [buildDomainItem('moja.sk')], domainProfileRequired: true });
    renderInApp(<DomainProfileStep readOnly={false} />, { seed: setup(cart) });
    expect(screen.queryByRole('radio', { name: 'Use my billing details' })).toBeNull();
  });

  it('is not offered in the Swedish workflow, where user information comes before billing', () => {
    renderInApp(<DomainProfileStep readOnly={false} />, {
      seed: setup(withBilling),
      config: {
        company: 'se-ws',
        companyCountry: 'SE',
        workflow: 2,
        domainProfileCountLimit: 5,
      },
    });
    expect(screen.queryByRole('radio', { name: 'Use my billing details' })).toBeNull();
  });

  it('is not offered when the profile count limit is reached', () => {
    renderInApp(<DomainProfileStep readOnly={false} />, {
      seed: setup(withBilling),
      config: { domainProfileCountLimit: 1 },
    });
    expect(screen.queryByRole('radio', { name: 'Use my billing details' })).toBeNull();
  });
});

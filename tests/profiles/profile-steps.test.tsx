// @vitest-environment happy-dom
/**
 * The billing and domain profile steps of a logged-in customer as they look: the saved billing
 * profiles to pick, edit (drawer) or create; the inline form when one profile is the limit; the
 * domain profiles with a new one, the form of the chosen option and its submit; the Swedish
 * setting (user information first for a new customer, a saved profile locked whole, no editing); the info
 * banner when every domain has its own profile; read-only summaries.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../events/contract/cart';
import type { EventLog } from '../../events/log';
import { BillingProfileStep } from '../../src/features/order/steps/billing-profile-step';
import { DomainProfileStep } from '../../src/features/order/steps/domain-profile-step';
import {
  buildBillingProfile,
  buildCart,
  buildDomainItem,
  buildDomainProfile,
  requiredFields,
  user,
} from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const alice = buildBillingProfile({ id: 7 });
const company = buildBillingProfile({
  id: 8,
  type: 'company',
  organisation: 'Firma s.r.o.',
  firstName: null,
  lastName: null,
});
const none = requiredFields();

function loggedIn(cart: Cart, extra: (log: EventLog) => void = () => undefined) {
  return (log: EventLog) => {
    log.append('cart/received', { cart, command: 'load' });
    extra(log);
  };
}

describe('the billing-profile step, logged in', () => {
  const setup = loggedIn(buildCart({ user, billingProfile: alice }), (log) =>
    log.append('profiles/billing-received', { profiles: [alice, company] }),
  );

  it('lists the saved profiles with the cart one chosen; picking another puts it on the cart', async () => {
    const customer = userEvent.setup();
    const r = renderInApp(<BillingProfileStep readOnly={false} />, { seed: setup });
    const list = screen.getByRole('group', { name: 'Choose a billing profile' });
    const radios = within(list).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([true, false]);
    await customer.click(radios[1] as HTMLElement);
    expect(r.payloads('profiles/billing-profile-chosen')).toEqual([{ profileId: 8 }]);
  });

  it('edits a profile in a drawer and saves it', async () => {
    const customer = userEvent.setup();
    const r = renderInApp(<BillingProfileStep readOnly={false} />, { seed: setup });
    await customer.click(screen.getByRole('button', { name: 'Edit billing profile Jana Novakova' }));
    const drawer = screen.getByRole('dialog', { name: 'Edit billing profile Jana Novakova' });
    const city = within(drawer).getByLabelText(/^City/);
    expect(city).toHaveValue('Bratislava');
    await customer.clear(city);
    await customer.type(city, 'Košice');
    await customer.tab();
    await customer.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(r.payloads('profiles/billing-save-requested')[0]).toMatchObject({
      form: 'billing',
      profileId: 7,
      profile: { city: 'Košice' },
      continueAfter: false,
    });
  });

  it('creates a new profile in a drawer, refusing an incomplete one', async () => {
    const customer = userEvent.setup();
    const r = renderInApp(<BillingProfileStep readOnly={false} />, { seed: setup });
    await customer.click(screen.getByRole('button', { name: 'Add a billing profile' }));
    const drawer = screen.getByRole('dialog', { name: 'New billing profile' });
    await customer.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(r.payloads('profiles/billing-save-requested')).toEqual([]);
    expect(within(drawer).getAllByText('Field is required').length).toBeGreaterThan(3);
    await customer.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('continues through the step submit', async () => {
    const customer = userEvent.setup();
    const r = renderInApp(<BillingProfileStep readOnly={false} />, { seed: setup });
    await customer.click(screen.getByRole('button', { name: 'Continue' }));
    expect(r.payloads('profiles/step-submitted')).toEqual([{ step: 'billing-profile' }]);
  });

  it('shows an inline form instead of a drawer when one profile is the limit', async () => {
    const customer = userEvent.setup();
    const r = renderInApp(<BillingProfileStep readOnly={false} />, {
      seed: setup,
      config: { billingProfileCountLimit: 1 },
    });
    expect(screen.queryByRole('group', { name: 'Choose a billing profile' })).toBeNull();
    expect(screen.getByLabelText(/^Street and number/)).toHaveValue('Hlavna 1');
    await customer.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(r.payloads('profiles/billing-save-requested')[0]).toMatchObject({
      profileId: 7,
      continueAfter: true,
    });
  });

  it('asks for the list when it is not loaded yet', () => {
    const r = renderInApp(<BillingProfileStep readOnly={false} />, { seed: loggedIn(buildCart({ user })) });
    expect(r.payloads('profiles/load-requested')).toEqual([{ which: 'billing' }]);
    expect(screen.getByText('Loading your profiles…')).toBeVisible();
  });

  it('shows the chosen profile when read-only', () => {
    renderInApp(<BillingProfileStep readOnly />, { seed: setup });
    expect(screen.getByText('Jana Novakova')).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('the domain-profile step, logged in', () => {
  const saved = buildDomainProfile({ id: 11 });
  const cart = buildCart({ user, items: [buildDomainItem('moja.sk')], domainProfileRequired: true });
  const setup = loggedIn(cart, (log) => {
    log.append('profiles/domain-received', { profiles: [saved] });
    log.append('profiles/required-fields-received', { tlds: ['sk'], countryCode: 'SK', fields: none });
  });

  it('shows the form of the chosen profile and submits it to be set on the cart', async () => {
    const customer = userEvent.setup();
    const r = renderInApp(<DomainProfileStep readOnly={false} />, { seed: setup });
    const radios = within(screen.getByRole('group', { name: 'Choose a domain profile' })).getAllByRole(
      'radio',
    ) as HTMLInputElement[];
    expect(radios.map((x) => x.checked)).toEqual([true, false]);
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Jana');
    await customer.click(screen.getByRole('button', { name: 'Continue' }));
    expect(r.payloads('profiles/domain-submitted')[0]).toMatchObject({
      form: 'domain',
      saved: { id: 11 },
      required: true,
      setOnCart: true,
      continueAfter: true,
    });
  });

  it('shows an empty form for a new profile', async () => {
    const customer = userEvent.setup();
    const r = renderInApp(<DomainProfileStep readOnly={false} />, { seed: setup });
    await customer.click(screen.getByLabelText('New domain profile'));
    expect(r.payloads('profiles/domain-choice-set')).toEqual([{ choice: 'new' }]);
    expect(screen.getByLabelText(/^First name/)).toHaveValue('');
    await customer.click(screen.getByRole('button', { name: 'Continue' }));
    expect(r.payloads('profiles/domain-submitted')).toEqual([]);
    expect(screen.getAllByText('Field is required').length).toBeGreaterThan(3);
  });

  it('edits a saved profile in a drawer', async () => {
    const customer = userEvent.setup();
    const r = renderInApp(<DomainProfileStep readOnly={false} />, { seed: setup });
    await customer.click(screen.getByRole('button', { name: 'Edit domain profile Jana Novakova' }));
    const drawer = screen.getByRole('dialog');
    await customer.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(r.payloads('profiles/domain-submitted')[0]).toMatchObject({
      form: 'domain-edit',
      setOnCart: false,
    });
  });

  it('shows an info banner instead when every domain has its own profile', () => {
    const defined = buildCart({
      user,
      domainProfileRequired: true,
      items: [buildDomainItem('a.sk', { properties: { domain: 'a.sk', tld: 'sk', domainProfileId: 11 } })],
    });
    renderInApp(<DomainProfileStep readOnly={false} />, { seed: loggedIn(defined) });
    expect(screen.getByText('Every domain in your cart already has its own domain profile.')).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('the Swedish workflow', () => {
  const swedish = { company: 'se-ws' as const, companyCountry: 'SE', workflow: 2 as const };
  const cart = buildCart({ items: [buildDomainItem('min.se')], domainProfileRequired: true });

  it('signs a new customer up in the user information step, names optional, id card required', () => {
    renderInApp(<DomainProfileStep readOnly={false} />, {
      seed: (log) => {
        log.append('cart/received', { cart, command: 'load' });
        log.append('profiles/required-fields-received', {
          tlds: ['se'],
          countryCode: 'SE',
          fields: {
            personal: { required: ['idCard'], oneOf: [] },
            company: { required: ['companyId'], oneOf: [] },
          },
        });
      },
      config: swedish,
    });
    expect(screen.getByRole('group', { name: 'User information' })).toBeVisible();
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('aria-required', 'false');
    expect(screen.getByLabelText(/^Personnummer|^ID card number/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Use a different billing profile')).toBeVisible();
    expect(screen.queryByLabelText(/Student card/)).toBeNull();
  });

  it('locks every field of a saved profile, empty ones too, and offers no editing', () => {
    const sven = buildDomainProfile({ id: 21, countryCode: 'SE', idCard: '19800101-1234', street2: null });
    renderInApp(<DomainProfileStep readOnly={false} />, {
      seed: loggedIn(
        buildCart({ user, items: [buildDomainItem('min.se')], domainProfileRequired: true }),
        (log) => log.append('profiles/domain-received', { profiles: [sven] }),
      ),
      config: swedish,
    });
    expect(screen.getByLabelText(/^Street and number/)).toBeDisabled();
    // the provider refuses an edit in this workflow (E34): an empty field cannot be filled in here either
    expect(screen.getByLabelText(/^Address line 2/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Edit domain profile/ })).toBeNull();
    expect(screen.getByText(/Saved details cannot be changed here/)).toBeVisible();
  });

  it('leaves sign-up out of the billing step', () => {
    renderInApp(<BillingProfileStep readOnly={false} />, {
      seed: (log) => log.append('cart/received', { cart, command: 'load' }),
      config: swedish,
    });
    expect(screen.queryByRole('heading', { name: 'Create an account' })).toBeNull();
  });
});

// @vitest-environment happy-dom
/**
 * Saved profiles and typed values as real customers have them (issue 14 items 1, 2 and 8;
 * decision 023): a saved profile whose postal code is written the country's way (`821 08`,
 * `110 00`, `111 51`) or whose phone has spaces goes forward unchanged, and sends nothing; the
 * Swedish locked profile is never stopped by a client rule, even with the optional fields a sparse
 * provider leaves out, while a field the customer can edit is still checked; a postal code and a phone typed as
 * people write them are accepted and go on the wire in the provider's form; and every way a
 * submit ends gives the step its controls back.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../events/contract/cart';
import type { DomainProfile } from '../../events/contract/profiles';
import type { EventLog } from '../../events/log';
import type { ApiClient } from '../../src/api/client';
import { clientError } from '../../src/api/failures';
import { billingProfileFlowEffect } from '../../src/effects/profiles/billing-profile-flow';
import { domainProfileFlowEffect } from '../../src/effects/profiles/domain-profile-flow';
import { BillingProfileStep } from '../../src/features/order/steps/billing-profile-step';
import { DomainProfileStep } from '../../src/features/order/steps/domain-profile-step';
import { makeClient } from '../api/support/harness';
import { harness } from '../support/effect-harness';
import {
  buildBillingProfile,
  buildCart,
  buildDomainItem,
  buildDomainProfile,
  requiredFields,
  user,
} from '../support/builders';
import { renderInApp, type Rendered } from '../support/render-in-app';

afterEach(cleanup);

const none = requiredFields();
const swedish = { company: 'se-ws' as const, companyCountry: 'SE', workflow: 2 as const };

function withProfile(profile: DomainProfile, tld: string, onCart: boolean) {
  const cart: Cart = buildCart({
    user,
    items: [buildDomainItem(`moja.${tld}`)],
    domainProfileRequired: true,
    domainProfile: onCart ? profile : null,
  });
  return (log: EventLog) => {
    log.append('cart/received', { cart, command: 'load' });
    log.append('profiles/domain-received', { profiles: [profile] });
    log.append('profiles/required-fields-received', {
      tlds: [tld],
      countryCode: profile.countryCode,
      fields: none,
    });
  };
}

/** Runs the profile flows on the rendered log with the given API (unexpected calls fail). */
function runFlows(r: Rendered, api: Partial<ApiClient>) {
  const h = harness(api);
  const deps = { ...h.deps, log: r.log };
  domainProfileFlowEffect(deps);
  billingProfileFlowEffect(deps);
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('a saved domain profile with the postal code written the country’s way', () => {
  const cases = [
    { country: 'SK', tld: 'sk', postalCode: '821 08', city: 'Bratislava', config: {} },
    { country: 'CZ', tld: 'cz', postalCode: '110 00', city: 'Praha', config: { company: 'cz-ws' as const } },
  ];
  for (const c of cases) {
    it(`goes forward unchanged with ${c.postalCode} (${c.country}) and a spaced phone, sending nothing`, async () => {
      const customer = userEvent.setup();
      const saved = buildDomainProfile({
        countryCode: c.country,
        postalCode: c.postalCode,
        city: c.city,
        phone: '+421 905 123 456',
      });
      const r = renderInApp(<DomainProfileStep readOnly={false} />, {
        seed: withProfile(saved, c.tld, true),
        config: {
          ...c.config,
          companyCountry: c.country,
        },
      });
      runFlows(r, {});
      expect(screen.getByLabelText(/^Postal code/)).toHaveValue(c.postalCode);
      await customer.click(continueButton());
      expect(screen.queryByText(/The form contains errors/)).toBeNull();
      expect(screen.queryByText('Invalid postal code')).toBeNull();
      expect(screen.queryByText('Invalid phone number')).toBeNull();
      await waitFor(() => expect(r.payloads('steps/next-requested')).toHaveLength(1));
    });
  }

  it('leaving the phone and postal code without changing them does not count as a change', async () => {
    const customer = userEvent.setup();
    const saved = buildDomainProfile({ postalCode: '821 08', phone: '+421 905 123 456' });
    const r = renderInApp(<DomainProfileStep readOnly={false} />, { seed: withProfile(saved, 'sk', true) });
    runFlows(r, {});
    const phone = screen.getByLabelText(/^Phone/);
    await customer.click(phone);
    await customer.click(screen.getByLabelText(/^Postal code/));
    await customer.tab();
    expect(r.payloads('profiles/field-committed')).toEqual([]);
    await customer.click(continueButton());
    await waitFor(() => expect(r.payloads('steps/next-requested')).toHaveLength(1));
  });

  it('still checks a field the customer changed', async () => {
    const customer = userEvent.setup();
    const saved = buildDomainProfile({ postalCode: '821 08' });
    const r = renderInApp(<DomainProfileStep readOnly={false} />, { seed: withProfile(saved, 'sk', true) });
    const postal = screen.getByLabelText(/^Postal code/);
    await customer.clear(postal);
    await customer.type(postal, '821/08');
    await customer.tab();
    await customer.click(continueButton());
    expect(screen.getByText('Invalid postal code')).toBeVisible();
    expect(r.payloads('profiles/domain-submitted')).toEqual([]);
  });
});

describe('the Swedish user information, locked', () => {
  it('goes forward with a saved profile whose postal code is 111 51', async () => {
    const customer = userEvent.setup();
    const sven = buildDomainProfile({
      id: 21,
      countryCode: 'SE',
      postalCode: '111 51',
      city: 'Stockholm',
      phone: '+46 70 123 45 67',
      idCard: '19800101-1234',
      emails: [],
    });
    const r = renderInApp(<DomainProfileStep readOnly={false} />, {
      seed: withProfile(sven, 'se', true),
      config: swedish,
    });
    runFlows(r, {});
    expect(screen.getByLabelText(/^Postal code/)).toBeDisabled();
    await customer.click(continueButton());
    expect(screen.queryByText(/The form contains errors/)).toBeNull();
    await waitFor(() => expect(r.payloads('steps/next-requested')).toHaveLength(1));
    expect(continueButton()).toBeEnabled();
  });
});

describe('a sparse saved profile: optional fields left out by the provider (issue 23)', () => {
  /** Sven as a provider may send him: no names, no other e-mails, and no personnummer. */
  const sparseSven = () =>
    buildDomainProfile({
      id: 21,
      firstName: null,
      lastName: null,
      countryCode: 'SE',
      postalCode: '111 51',
      city: 'Stockholm',
      phone: '+46701234567',
      email: 'sven@example.se',
      emails: [],
    });
  const idCardRequired = (profile: DomainProfile) => (log: EventLog) => {
    withProfile(profile, 'se', false)(log);
    log.append('profiles/required-fields-received', {
      tlds: ['se'],
      countryCode: 'SE',
      fields: requiredFields(['idCard']),
    });
  };

  it('in the Swedish setting: every field locked, none judged, the saved profile goes on the cart', async () => {
    const customer = userEvent.setup();
    const r = renderInApp(<DomainProfileStep readOnly={false} />, {
      seed: idCardRequired(sparseSven()),
      config: swedish,
    });
    runFlows(r, {});
    for (const label of [/^ID card number/, /^First name/, /^Street and number/, /^Other e-mail/])
      expect(screen.getByLabelText(label)).toBeDisabled();
    for (const radio of within(screen.getByRole('group', { name: 'Profile type' })).getAllByRole('radio'))
      expect(radio).toBeDisabled();
    await customer.click(continueButton());
    expect(screen.queryByText(/The form contains errors/)).toBeNull();
    expect(screen.queryByText('Field is required')).toBeNull();
    expect(r.payloads('profiles/form-rejected')).toEqual([]);
    await waitFor(() => expect(r.payloads('profiles/domain-profile-chosen')).toEqual([{ profileId: 21 }]));
  });

  it('where the customer can edit it (standard workflow): the empty required field is still asked for', async () => {
    const customer = userEvent.setup();
    const r = renderInApp(<DomainProfileStep readOnly={false} />, {
      seed: idCardRequired(sparseSven()),
      config: { companyCountry: 'SE' },
    });
    runFlows(r, {});
    const idCard = screen.getByLabelText(/^ID card number/);
    expect(idCard).toBeEnabled();
    await customer.click(continueButton());
    expect(screen.getByText(/The form contains errors/)).toBeVisible();
    expect(idCard).toHaveAttribute('aria-invalid', 'true');
    expect(idCard).toHaveAccessibleDescription(/Field is required/);
    expect(r.payloads('profiles/domain-submitted')).toEqual([]);
  });

  it('a new Swedish user information is the customer’s to fill, and is checked', async () => {
    const customer = userEvent.setup();
    const r = renderInApp(<DomainProfileStep readOnly={false} />, {
      seed: (log) => {
        idCardRequired(sparseSven())(log);
        log.append('profiles/domain-choice-set', { choice: 'new' });
      },
      config: { ...swedish, domainProfileCountLimit: 2 },
    });
    runFlows(r, {});
    expect(screen.getByLabelText(/^Street and number/)).toBeEnabled();
    await customer.click(continueButton());
    expect(screen.getByText(/The form contains errors/)).toBeVisible();
    expect(r.payloads('profiles/domain-submitted')).toEqual([]);
  });
});

describe('every way a submit ends gives the step back', () => {
  it('Continue with an unchanged domain profile the cart holds: nothing sent, controls enabled again', async () => {
    const customer = userEvent.setup();
    const saved = buildDomainProfile();
    const r = renderInApp(<DomainProfileStep readOnly={false} />, { seed: withProfile(saved, 'sk', true) });
    runFlows(r, {});
    await customer.click(continueButton());
    await waitFor(() => expect(r.payloads('steps/next-requested')).toHaveLength(1));
    // Coming back to the step (Edit in the summary, or the cart's Continue after a failed finish)
    // shows the same state: the radios, the inputs and Continue are usable.
    const radios = within(screen.getByRole('group', { name: 'Choose a domain profile' })).getAllByRole(
      'radio',
    );
    for (const radio of radios) expect(radio).toBeEnabled();
    expect(screen.getByLabelText(/^City/)).toBeEnabled();
    expect(continueButton()).toBeEnabled();
  });

  it('Continue with an unchanged profile that is set on the cart first: controls enabled once set', async () => {
    const customer = userEvent.setup();
    const saved = buildDomainProfile();
    const r = renderInApp(<DomainProfileStep readOnly={false} />, { seed: withProfile(saved, 'sk', false) });
    runFlows(r, {});
    await customer.click(continueButton());
    await waitFor(() => expect(r.payloads('profiles/domain-profile-chosen')).toEqual([{ profileId: 11 }]));
    r.emit('cart/command-failed', {
      command: 'set-domain-profile',
      commandId: 'c1',
      error: clientError('general.server_error', 500),
    });
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(r.payloads('steps/next-requested')).toEqual([]);
  });

  it('Save and continue with an unchanged billing profile: controls enabled again', async () => {
    const customer = userEvent.setup();
    const alice = buildBillingProfile({ postalCode: '821 08', phone: '+421 905 123 456' });
    const r = renderInApp(<BillingProfileStep readOnly={false} />, {
      seed: (log) => {
        log.append('cart/received', { cart: buildCart({ user, billingProfile: alice }), command: 'load' });
        log.append('profiles/billing-received', { profiles: [alice] });
      },
      config: { billingProfileCountLimit: 1 },
    });
    runFlows(r, {});
    const save = screen.getByRole('button', { name: 'Save and continue' });
    await customer.click(save);
    expect(screen.queryByText(/The form contains errors/)).toBeNull();
    await waitFor(() => expect(r.payloads('steps/next-requested')).toHaveLength(1));
    expect(save).toBeEnabled();
    expect(screen.getByLabelText(/^City/)).toBeEnabled();
  });
});

describe('what goes on the wire for values typed as people write them', () => {
  it('a typed 821 08 and 0905 123 456 are sent as 82108 and +421905123456', async () => {
    const customer = userEvent.setup();
    const saved = buildDomainProfile({ postalCode: '81101', phone: '+421900000000' });
    const r = renderInApp(<DomainProfileStep readOnly={false} />, { seed: withProfile(saved, 'sk', true) });
    const bodies: unknown[] = [];
    const { api } = makeClient({
      fetch: async (_url, init) => {
        const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
        bodies.push(body);
        return new Response(JSON.stringify({ ...saved, ...body }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    runFlows(r, { updateDomainProfile: api.updateDomainProfile });
    const postal = screen.getByLabelText(/^Postal code/);
    await customer.clear(postal);
    await customer.type(postal, '821 08');
    await customer.tab();
    const phone = screen.getByLabelText(/^Phone/);
    await customer.clear(phone);
    await customer.type(phone, '0905 123 456');
    await customer.tab();
    expect(screen.getByLabelText(/^Postal code/)).toHaveValue('821 08');
    await customer.click(continueButton());
    expect(screen.queryByText(/The form contains errors/)).toBeNull();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ postalCode: '82108', phone: '+421905123456' });
  });

  it('a phone typed with dashes or as +421 … is sent in the same form', async () => {
    const customer = userEvent.setup();
    for (const typed of ['0905-123-456', '+421 905 123 456', '00421 (905) 123.456']) {
      cleanup();
      const saved = buildDomainProfile();
      const r = renderInApp(<DomainProfileStep readOnly={false} />, { seed: withProfile(saved, 'sk', true) });
      const phone = screen.getByLabelText(/^Phone/);
      await customer.clear(phone);
      await customer.type(phone, typed);
      await customer.tab();
      await customer.click(continueButton());
      expect(r.payloads('profiles/domain-submitted')[0]).toMatchObject({
        profile: { phone: '+421905123456' },
      });
    }
  });
});

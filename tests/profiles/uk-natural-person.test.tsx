// @vitest-environment happy-dom
/**
 * Spec §1 "UK natural persons are served only through the Czech site" (decision 059): on the Czech
 * site a natural person may give a United Kingdom address (its postcode as written there) and the
 * profile goes out with country GB; a company stays in Czechia, and other sites keep their country.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { BillingProfileStep } from '../../src/features/order/steps/billing-profile-step';
import { withSavedBilling, typeInto } from '../support/billing-form';
import { buildBillingProfile } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const saved = buildBillingProfile({ id: 7 });
const seed = withSavedBilling(saved);

async function newProfile(user: UserEvent, companyCountry: string) {
  const r = renderInApp(<BillingProfileStep readOnly={false} />, {
    seed,
    config: { company: companyCountry === 'CZ' ? 'cz-ws' : 'sk-ws', companyCountry },
  });
  await user.click(screen.getByRole('button', { name: 'Add a billing profile' }));
  return { r, drawer: screen.getByRole('dialog', { name: 'New billing profile' }) };
}

it('on the Czech site a natural person saves a United Kingdom address', async () => {
  const user = userEvent.setup();
  const { r, drawer } = await newProfile(user, 'CZ');
  const country = within(drawer).getByLabelText('Country');
  expect(country).toBeEnabled();
  expect(
    within(country)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value')),
  ).toEqual(['CZ', 'GB']);
  await user.selectOptions(country, 'GB');
  await typeInto(user, drawer, /^First name/, 'Oliver');
  await typeInto(user, drawer, /^Last name/, 'Smith');
  await typeInto(user, drawer, /^E-mail/, 'oliver@example.co.uk');
  await typeInto(user, drawer, /^Phone/, '+44 20 7946 0958');
  await typeInto(user, drawer, /^Street and number/, '10 Downing Street');
  await typeInto(user, drawer, /^City/, 'London');
  await typeInto(user, drawer, /^Postal code/, 'SW1A 2AA');
  await user.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(r.payloads('profiles/billing-save-requested')[0]?.profile).toMatchObject({
    type: 'personal',
    countryCode: 'GB',
    postalCode: 'SW1A2AA',
  });
});

it('a company on the Czech site stays in Czechia, also after a natural person chose the UK', async () => {
  const user = userEvent.setup();
  const { drawer } = await newProfile(user, 'CZ');
  const country = within(drawer).getByLabelText('Country');
  await user.selectOptions(country, 'GB');
  await user.click(within(drawer).getByRole('radio', { name: 'Company' }));
  const after = within(drawer).getByLabelText('Country');
  expect(after).toHaveValue('CZ');
  expect(after).toBeDisabled();
});

it('other sites keep their own country', async () => {
  const { drawer } = await newProfile(userEvent.setup(), 'SK');
  const country = within(drawer).getByLabelText('Country');
  expect(country).toBeDisabled();
  expect(
    within(country)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value')),
  ).toEqual(['SK']);
});

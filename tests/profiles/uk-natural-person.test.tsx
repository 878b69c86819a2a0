// @vitest-environment happy-dom
/**
 * Spec §1 "UK natural persons are served only through the Czech site" (decision 059): on the Czech
 * site a natural person may give a United Kingdom address (its postcode as written there) and the
 * profile goes out with country GB; a company stays in Czechia, and other sites keep their country.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { BillingProfileStep } from '../../src/features/order/steps/billing-profile-step';
import { withSavedBilling, typeInto } from '../support/billing-form';
import { buildBillingProfile } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const saved = buildBillingProfile({ id: 7 });
const seed = withSavedBilling(saved);

function newProfile(companyCountry: string) {
  const r = renderInApp(<BillingProfileStep readOnly={false} />, {
    seed,
    config: { company: companyCountry === 'CZ' ? 'cz-ws' : 'sk-ws', companyCountry },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Add a billing profile' }));
  return { r, drawer: screen.getByRole('dialog', { name: 'New billing profile' }) };
}

it('on the Czech site a natural person saves a United Kingdom address', () => {
  const { r, drawer } = newProfile('CZ');
  const country = within(drawer).getByLabelText('Country');
  expect(country).toBeEnabled();
  expect(
    within(country)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value')),
  ).toEqual(['CZ', 'GB']);
  fireEvent.change(country, { target: { value: 'GB' } });
  typeInto(drawer, /^First name/, 'Oliver');
  typeInto(drawer, /^Last name/, 'Smith');
  typeInto(drawer, /^E-mail/, 'oliver@example.co.uk');
  typeInto(drawer, /^Phone/, '+44 20 7946 0958');
  typeInto(drawer, /^Street and number/, '10 Downing Street');
  typeInto(drawer, /^City/, 'London');
  typeInto(drawer, /^Postal code/, 'SW1A 2AA');
  fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(r.payloads('profiles/billing-save-requested')[0]?.profile).toMatchObject({
    type: 'personal',
    countryCode: 'GB',
    postalCode: 'SW1A2AA',
  });
});

it('a company on the Czech site stays in Czechia, also after a natural person chose the UK', () => {
  const { drawer } = newProfile('CZ');
  const country = within(drawer).getByLabelText('Country');
  fireEvent.change(country, { target: { value: 'GB' } });
  fireEvent.click(within(drawer).getByRole('radio', { name: 'Company' }));
  const after = within(drawer).getByLabelText('Country');
  expect(after).toHaveValue('CZ');
  expect(after).toBeDisabled();
});

it('other sites keep their own country', () => {
  const { drawer } = newProfile('SK');
  const country = within(drawer).getByLabelText('Country');
  expect(country).toBeDisabled();
  expect(
    within(country)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value')),
  ).toEqual(['SK']);
});

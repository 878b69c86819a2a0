// @vitest-environment happy-dom
/**
 * What the address and domain fields tell the browser's autofill and the phone's keyboard (issue 23):
 * the billing and the domain holder's address in their own autofill sections (sign-up shows both),
 * the contact tokens, the digit keypad for digit-only postal codes (not for letters: a British one),
 * and no spelling, capitals or autocorrection in a domain name.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainSearchForm } from '../../src/features/domain-checker/domain-search-form';
import { postalCodeInputMode } from '../../src/features/order/address/input-hints';
import { BillingProfileStep } from '../../src/features/order/steps/billing-profile-step';
import { buildCart, buildDomainItem } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

async function renderSignupWithDomainHolder(user: UserEvent) {
  const cart = buildCart({ items: [buildDomainItem('moja-firma.sk')], domainProfileRequired: true });
  renderInApp(<BillingProfileStep readOnly={false} />, {
    seed: (log) => {
      log.append('cart/received', { cart, command: 'load' });
      log.append('profiles/required-fields-received', {
        tlds: ['sk'],
        countryCode: 'SK',
        fields: { personal: { required: [], oneOf: [] }, company: { required: [], oneOf: [] } },
      });
    },
  });
  await user.click(screen.getByLabelText('The domain holder is different from the billing details'));
}

const byId = (id: string) => document.getElementById(id);

describe('autofill and keyboard hints', () => {
  it('puts the billing address and the domain holder in their own autofill sections', async () => {
    const user = userEvent.setup();
    await renderSignupWithDomainHolder(user);
    const expected: [string, string][] = [
      ['signup-firstName', 'section-billing given-name'],
      ['signup-lastName', 'section-billing family-name'],
      ['signup-email', 'section-billing email'],
      ['signup-emails', 'section-billing email'],
      ['signup-phone', 'section-billing tel-national'],
      ['signup-phone-prefix', 'section-billing tel-country-code'],
      ['signup-street', 'section-billing address-line1'],
      ['signup-city', 'section-billing address-level2'],
      ['signup-postalCode', 'section-billing postal-code'],
      ['signup-countryCode', 'section-billing country'],
      ['signup-other-firstName', 'section-domain given-name'],
      ['signup-other-street', 'section-domain address-line1'],
      ['signup-other-postalCode', 'section-domain postal-code'],
      ['signup-other-phone-prefix', 'section-domain tel-country-code'],
    ];
    expect(expected.map(([id]) => [id, byId(id)?.getAttribute('autocomplete')])).toEqual(expected);
  });

  it('names the organisation and its contact person for autofill once the profile is a company', async () => {
    const user = userEvent.setup();
    await renderSignupWithDomainHolder(user);
    await user.click(screen.getAllByLabelText('Company')[0] as HTMLElement);
    expect(byId('signup-organisation')).toHaveAttribute('autocomplete', 'section-billing organization');
    expect(byId('signup-contactPerson')).toHaveAttribute('autocomplete', 'section-billing name');
  });

  it('offers the digit keypad for a Slovak postal code and the phone keypad for the number', async () => {
    const user = userEvent.setup();
    await renderSignupWithDomainHolder(user);
    expect(byId('signup-postalCode')).toHaveAttribute('inputmode', 'numeric');
    expect(byId('signup-phone')).toHaveAttribute('inputmode', 'tel');
    expect(byId('signup-emails')).toHaveAttribute('inputmode', 'email');
  });

  it('keeps the letter keyboard for postal codes with letters', () => {
    expect(postalCodeInputMode('SK')).toBe('numeric');
    expect(postalCodeInputMode('se')).toBe('numeric');
    expect(postalCodeInputMode('GB')).toBeUndefined();
    expect(postalCodeInputMode('NL')).toBeUndefined();
  });

  it('turns spelling, capitals and autocorrection off in the domain search', () => {
    renderInApp(<DomainSearchForm initial="" freeOnly={false} rejected={null} />);
    const input = screen.getByLabelText('Domain name');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('autocapitalize', 'off');
    expect(input).toHaveAttribute('autocorrect', 'off');
  });
});

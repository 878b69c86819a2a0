/**
 * The validation-API checks of the address form against the mock provider (contract §3, spec §5):
 * company id, VAT id ('Invalid TaxID' in the Czech setting), tax id and bonus card answers land on
 * their fields with the spec's messages; the country and, for the bonus card, the names come first;
 * name edits re-check a bonus card after 300 ms of quiet.
 */
import { describe, expect, it } from 'vitest';
import type { FormValues } from '../../events/catalogue/profiles';
import { formErrors } from '../../src/features/order/address/form-errors';
import { addressLayout } from '../../src/features/order/address/address-layout';
import { NAME_DEBOUNCE_MS, profileChecksEffect } from '../../src/effects/profiles/checks';
import { useTestProvider, waitFor } from '../support/provider-harness';
import { startProfiles, type ProfilesHarness } from '../effects/support/profiles-harness';

const provider = useTestProvider();

async function form(values: FormValues): Promise<ProfilesHarness> {
  const h = await startProfiles(provider, [profileChecksEffect]);
  h.log.append('profiles/form-opened', { form: 'billing', profileId: null, values, drawer: false });
  return h;
}
const commit = (h: ProfilesHarness, field: string, value: string) =>
  h.log.append('profiles/field-committed', { form: 'billing', field, value });
const check = (h: ProfilesHarness, field: 'vatId' | 'taxId' | 'companyId' | 'bonusCard') =>
  h.state().profileForms.forms.billing?.checks[field];

describe('identifier checks', () => {
  it("answer 'Invalid company ID, please try another' for an unknown company id", async () => {
    const h = await form({ type: 'company', countryCode: 'SK' });
    commit(h, 'companyId', '12');
    await waitFor(h, 'profiles/check-answered');
    expect(h.calls()).toContain('POST /validations/company-id');
    expect(check(h, 'companyId')).toEqual({
      status: 'invalid',
      value: '12',
      messageKey: 'validation.company_id',
    });
  });

  it("answer 'Invalid VAT ID', and accept a valid one", async () => {
    const h = await form({ type: 'company', countryCode: 'SK' });
    commit(h, 'vatId', 'SK12');
    await waitFor(h, 'profiles/check-answered');
    expect(check(h, 'vatId')).toMatchObject({ status: 'invalid', messageKey: 'validation.vat_id' });
    commit(h, 'vatId', 'SK2020123456');
    await waitFor(h, 'profiles/check-answered', 2);
    expect(check(h, 'vatId')).toEqual({ status: 'valid', value: 'SK2020123456' });
  });

  it("say 'Invalid TaxID' for a Czech VAT field, which also fills the tax id", async () => {
    const h = await form({ type: 'company', countryCode: 'CZ' });
    commit(h, 'vatId', 'XX1');
    await waitFor(h, 'profiles/check-answered');
    expect(check(h, 'vatId')).toMatchObject({ status: 'invalid', messageKey: 'validation.vat_id.cz' });
    expect(h.state().profileForms.forms.billing?.values.taxId).toBe('XX1');
    expect(h.calls().filter((c) => c.startsWith('POST /validations'))).toEqual(['POST /validations/vat-id']);
  });

  it('check a tax id', async () => {
    const h = await form({ type: 'company', countryCode: 'SK' });
    commit(h, 'taxId', '1');
    await waitFor(h, 'profiles/check-answered');
    expect(check(h, 'taxId')).toMatchObject({ status: 'invalid', messageKey: 'validation.tax_id' });
  });

  it("ask for the country first ('You need to provide country first'), without a call", async () => {
    const h = await form({ type: 'company', countryCode: '' });
    commit(h, 'companyId', '12345678');
    expect(check(h, 'companyId')).toEqual({
      status: 'failed',
      value: '12345678',
      messageKey: 'wsk.validation.country_required',
    });
    expect(h.calls().filter((c) => c.startsWith('POST /validations'))).toEqual([]);
  });

  it('block a submit with their messages', async () => {
    const h = await form({ type: 'company', countryCode: 'SK', organisation: 'Firma' });
    commit(h, 'companyId', '12');
    await waitFor(h, 'profiles/check-answered');
    const draft = h.state().profileForms.forms.billing;
    if (!draft) throw new Error('no form');
    const layout = addressLayout({
      role: 'billing',
      values: draft.values,
      workflow: 1,
      swedishCompany: false,
      requiredFields: undefined,
      additional: false,
    });
    expect(formErrors(draft, layout).companyId).toBe('validation.company_id');
  });
});

describe('the bonus card', () => {
  it('needs the first and last name before it is checked', async () => {
    const h = await form({ type: 'personal', countryCode: 'SK' });
    commit(h, 'bonusCard', 'S123456789012A');
    expect(check(h, 'bonusCard')).toMatchObject({
      status: 'failed',
      messageKey: 'validation.bonus_card.names_required',
    });
    expect(h.calls()).not.toContain('POST /validations/isic');
  });

  it("says 'Invalid bonus card' for a bad card and accepts a good one", async () => {
    const h = await form({ type: 'personal', countryCode: 'SK', firstName: 'Jana', lastName: 'Nová' });
    commit(h, 'bonusCard', 'BAD');
    await waitFor(h, 'profiles/check-answered');
    expect(check(h, 'bonusCard')).toMatchObject({ status: 'invalid', messageKey: 'validation.bonus_card' });
    commit(h, 'bonusCard', 'S123456789012A');
    await waitFor(h, 'profiles/check-answered', 2);
    expect(check(h, 'bonusCard')).toMatchObject({ status: 'valid' });
  });

  it(`is checked again ${NAME_DEBOUNCE_MS} ms after the names stop changing`, async () => {
    const h = await form({ type: 'personal', countryCode: 'SK' });
    commit(h, 'bonusCard', 'S123456789012A');
    for (const value of ['J', 'Ja', 'Jana']) {
      h.log.append('profiles/field-edited', { form: 'billing', field: 'firstName', value });
    }
    h.log.append('profiles/field-edited', { form: 'billing', field: 'lastName', value: 'Nová' });
    expect(h.calls()).not.toContain('POST /validations/isic');
    h.time.flush();
    await waitFor(h, 'profiles/check-answered');
    expect(h.calls().filter((c) => c === 'POST /validations/isic')).toHaveLength(1);
    expect(h.time.now()).toBe(NAME_DEBOUNCE_MS);
    expect(check(h, 'bonusCard')).toMatchObject({ status: 'valid' });
  });
});

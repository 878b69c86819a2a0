/**
 * A new billing or domain profile whose create reply is lost (issue 30, decision 076), against the
 * mock provider: the list is read again instead of creating again; the profile found with what was
 * sent is taken as created and selected; none found is the usual failure with the form kept; a list
 * that cannot be read either leaves it unknown, and the next save reads before it creates.
 */
import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../events/envelope';
import { loadedCart } from '../../projections/cart/selectors';
import { billingInput, domainInput } from '../../projections/profiles/values';
import { isReportableError } from '../../src/effects/app/error-reporting';
import { billingProfileFlowEffect } from '../../src/effects/profiles/billing-profile-flow';
import { domainProfileFlowEffect } from '../../src/effects/profiles/domain-profile-flow';
import { profilesLoadEffect } from '../../src/effects/profiles/load';
import { PROFILE_OUTCOME_UNKNOWN } from '../../src/effects/profiles/unknown-create';
import { useTestProvider, waitFor } from '../support/provider-harness';
import { startProfiles, type ProfilesHarness } from '../effects/support/profiles-harness';

const provider = useTestProvider();
const flows = [profilesLoadEffect, billingProfileFlowEffect, domainProfileFlowEffect];

const typed = {
  type: 'personal',
  firstName: 'Nová',
  lastName: 'Adresa',
  email: 'nova@example.sk',
  emails: 'nova@example.sk',
  phone: '+421901000111',
  street: 'Nová 12',
  city: 'Žilina',
  postalCode: '01001',
  countryCode: 'SK',
};

async function loggedIn(): Promise<ProfilesHarness> {
  const h = await startProfiles(provider, flows, { login: 'alice' });
  h.log.append('profiles/load-requested', { which: 'both' });
  await waitFor(h, 'profiles/billing-received');
  await waitFor(h, 'profiles/domain-received');
  return h;
}

const payloads = <T extends AppEvent['type']>(h: ProfilesHarness, type: T) =>
  h.log
    .all()
    .flatMap((e) => (e.type === type ? [e.payload as Extract<AppEvent, { type: T }>['payload']] : []));
const posts = (h: ProfilesHarness, path: string) => h.calls().filter((c) => c === `POST ${path}`).length;
const billingAtProvider = () => provider.store.state.billingProfiles.filter((p) => p.city === 'Žilina');
const domainAtProvider = () => provider.store.state.domainProfiles.filter((p) => p.city === 'Žilina');

function saveBilling(h: ProfilesHarness): void {
  h.log.append('profiles/billing-save-requested', {
    form: 'billing',
    profileId: null,
    saved: null,
    profile: billingInput(typed),
    continueAfter: true,
  });
}

function submitDomain(h: ProfilesHarness): void {
  h.log.append('profiles/domain-submitted', {
    form: 'domain',
    saved: null,
    profile: domainInput(typed),
    required: true,
    setOnCart: true,
    continueAfter: true,
  });
}

describe('a new billing profile whose reply is lost after it was created', () => {
  it('is found in the list read again, taken as created and put on the cart: one profile at the provider', async () => {
    const h = await loggedIn();
    h.log.append('profiles/form-opened', { form: 'billing', profileId: null, values: typed, drawer: true });
    provider.store.setFaults({
      dropReply: true,
      method: 'POST',
      pathPattern: '/billing-profiles$',
      times: 1,
    });
    saveBilling(h);
    await waitFor(h, 'profiles/step-submitted');
    const unknown = h.log.all().find((e) => e.type === 'profiles/create-outcome-unknown');
    expect(unknown?.payload).toMatchObject({ form: 'billing', error: { kind: 'network' } });
    expect(isReportableError(unknown!)).toBe(true);
    const [one] = billingAtProvider();
    expect(billingAtProvider()).toHaveLength(1);
    expect(payloads(h, 'profiles/create-outcome-settled')).toEqual([
      { form: 'billing', outcome: 'created', profileId: one?.id },
    ]);
    expect(payloads(h, 'profiles/form-failed')).toEqual([]);
    expect(loadedCart(h.state())?.billingProfile?.id).toBe(one?.id);
    expect(h.state().profiles.billing.list.filter((p) => p.city === 'Žilina')).toHaveLength(1);
    expect(posts(h, '/billing-profiles')).toBe(1);
  });

  it('is not in the list when the gateway answered before the provider: the usual failure, the form kept', async () => {
    const h = await loggedIn();
    h.log.append('profiles/form-opened', { form: 'billing', profileId: null, values: typed, drawer: true });
    provider.store.setFaults({
      status: 504,
      malformedBody: true,
      method: 'POST',
      pathPattern: '/billing-profiles$',
      times: 1,
    });
    saveBilling(h);
    await waitFor(h, 'profiles/submit-ended');
    expect(payloads(h, 'profiles/create-outcome-settled').map((p) => p.outcome)).toEqual(['not-created']);
    expect(billingAtProvider()).toHaveLength(0);
    const form = h.state().profileForms.forms.billing;
    expect(form?.status).toBe('editing');
    expect(form?.values).toMatchObject({ street: 'Nová 12', city: 'Žilina' });
    expect(form?.error).not.toBeNull();
    saveBilling(h);
    await waitFor(h, 'profiles/step-submitted');
    expect(billingAtProvider()).toHaveLength(1);
  });

  it('stays unknown while the list cannot be read either; the next save reads first and creates nothing', async () => {
    const h = await loggedIn();
    h.log.append('profiles/form-opened', { form: 'billing', profileId: null, values: typed, drawer: true });
    provider.store.setFaults([
      { dropReply: true, method: 'POST', pathPattern: '/billing-profiles$', times: 1 },
      { dropReply: true, method: 'GET', pathPattern: '/billing-profiles$', times: 1 },
    ]);
    saveBilling(h);
    await waitFor(h, 'profiles/submit-ended');
    expect(payloads(h, 'profiles/create-outcome-settled').map((p) => p.outcome)).toEqual(['unknown']);
    expect(h.state().profileForms.forms.billing?.error).toEqual({ translationKey: PROFILE_OUTCOME_UNKNOWN });
    expect(h.state().profileForms.forms.billing?.values.city).toBe('Žilina');
    saveBilling(h);
    await waitFor(h, 'profiles/step-submitted');
    expect(posts(h, '/billing-profiles')).toBe(1);
    expect(billingAtProvider()).toHaveLength(1);
    expect(loadedCart(h.state())?.billingProfile?.id).toBe(billingAtProvider()[0]?.id);
  });
});

describe('a new domain profile whose reply is lost after it was created', () => {
  it('is found in the list read again, selected and put on the cart: one profile at the provider', async () => {
    const h = await loggedIn();
    h.log.append('profiles/form-opened', { form: 'domain', profileId: null, values: typed, drawer: false });
    provider.store.setFaults({ dropReply: true, method: 'POST', pathPattern: '/domain-profiles$', times: 1 });
    submitDomain(h);
    await waitFor(h, 'steps/next-requested');
    expect(domainAtProvider()).toHaveLength(1);
    const id = domainAtProvider()[0]?.id;
    expect(payloads(h, 'profiles/create-outcome-settled')).toEqual([
      { form: 'domain', outcome: 'created', profileId: id },
    ]);
    expect(loadedCart(h.state())?.domainProfile?.id).toBe(id);
    expect(h.state().profileForms.domainChoice).toBe(id);
    expect(posts(h, '/domain-profiles')).toBe(1);
  });
});

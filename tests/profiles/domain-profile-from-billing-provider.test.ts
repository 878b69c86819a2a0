/**
 * "Use my billing details" in the domain-profile step against the mock provider (decision 019;
 * contract E33 then E17): the domain profile is made from the cart's billing profile and set on
 * the cart as a new profile is; a duplicate selects the existing profile; `profile.not_found` and
 * `profile.not_created` show on the step's form and the step stays; a failure when the cart does
 * not require a profile lets the flow go on.
 */
import { describe, expect, it } from 'vitest';
import { loadedCart } from '../../projections/cart/selectors';
import { domainChoice } from '../../projections/profiles/selectors';
import { billingProfileFlowEffect } from '../../src/effects/profiles/billing-profile-flow';
import {
  domainProfileFlowEffect,
  TEMP_DOMAIN_PROFILE_KEY,
} from '../../src/effects/profiles/domain-profile-flow';
import { profilesLoadEffect } from '../../src/effects/profiles/load';
import { useTestProvider, waitFor } from '../support/provider-harness';
import { startProfiles, type ProfilesHarness } from '../effects/support/profiles-harness';

const provider = useTestProvider();

const flows = [profilesLoadEffect, billingProfileFlowEffect, domainProfileFlowEffect];

/** Logged in, the lists loaded, a billing profile on the cart, the step on "Use my billing details". */
async function onBillingDetails(login: string): Promise<{ h: ProfilesHarness; billingId: number }> {
  const h = await startProfiles(provider, flows, { login });
  h.log.append('profiles/load-requested', { which: 'both' });
  await waitFor(h, 'profiles/billing-received');
  await waitFor(h, 'profiles/domain-received');
  const billingId = h.state().profiles.billing.list[0]?.id ?? -1;
  h.log.append('profiles/billing-profile-chosen', { profileId: billingId });
  await waitFor(h, 'cart/received', 2);
  h.log.append('profiles/form-opened', { form: 'domain', profileId: null, values: {}, drawer: false });
  h.log.append('profiles/domain-choice-set', { choice: 'billing' });
  return { h, billingId };
}

const submit = (h: ProfilesHarness, billingProfileId: number, required = true) =>
  h.log.append('profiles/domain-from-billing-submitted', {
    form: 'domain',
    billingProfileId,
    required,
    setOnCart: true,
    continueAfter: true,
  });

describe('a domain profile from the billing details', () => {
  it('is created from the billing profile (E33), set on the cart (E17), and the step moves on', async () => {
    const { h, billingId } = await onBillingDetails('hana');
    expect(h.state().profiles.domain.list).toEqual([]);
    submit(h, billingId);
    await waitFor(h, 'steps/next-requested');
    expect(h.calls().slice(-2)).toEqual([
      'POST /domain-profiles/from-billing-profile',
      'PUT /cart/domain-profile',
    ]);
    const state = h.state();
    const onCart = loadedCart(state)?.domainProfile;
    expect(onCart).toMatchObject({ firstName: 'Hana', lastName: 'Kovács', billingProfileId: billingId });
    expect(state.profiles.domain.list.map((p) => p.id)).toEqual([onCart?.id]);
    expect(domainChoice(state)).toBe(onCart?.id);
    expect(state.profileForms.forms.domain).toMatchObject({
      status: 'saved',
      profileId: onCart?.id,
      values: { firstName: 'Hana', lastName: 'Kovács' },
    });
    expect(h.types().indexOf('steps/next-requested')).toBeGreaterThan(h.types().lastIndexOf('cart/received'));
  });

  it('selects the existing profile when the provider finds a duplicate', async () => {
    const { h, billingId } = await onBillingDetails('alice');
    const existing = h.state().profiles.domain.list[0];
    if (!existing) throw new Error('alice has no domain profile');
    submit(h, billingId);
    await waitFor(h, 'steps/next-requested');
    expect(h.log.all().find((e) => e.type === 'profiles/domain-duplicate-found')?.payload).toEqual({
      form: 'domain',
      profileId: existing.id,
    });
    expect(loadedCart(h.state())?.domainProfile?.id).toBe(existing.id);
    expect(domainChoice(h.state())).toBe(existing.id);
    expect(h.state().profiles.domain.list).toHaveLength(1);
  });

  it('shows profile.not_found on the step form and stays when the billing profile is gone', async () => {
    const { h } = await onBillingDetails('hana');
    submit(h, 999);
    await waitFor(h, 'profiles/form-failed');
    expect(h.state().profileForms.forms.domain).toMatchObject({
      status: 'editing',
      error: { translationKey: 'profile.not_found' },
    });
    expect(h.calls()).not.toContain('PUT /cart/domain-profile');
    expect(h.count('steps/next-requested')).toBe(0);
    expect(domainChoice(h.state())).toBe('billing');
    expect(h.deps.storage.getItem(TEMP_DOMAIN_PROFILE_KEY)).toBeNull();
  });

  it('shows profile.not_created on the step form and stays when the provider refuses', async () => {
    const { h, billingId } = await onBillingDetails('hana');
    provider.store.setFaults({
      status: 422,
      key: 'profile.not_created',
      pathPattern: 'from-billing-profile',
      times: 1,
    });
    submit(h, billingId);
    await waitFor(h, 'profiles/form-failed');
    expect(h.state().profileForms.forms.domain?.error).toEqual({ translationKey: 'profile.not_created' });
    expect(h.count('steps/next-requested')).toBe(0);
  });

  it('goes on without a profile when creation fails and the cart does not require one', async () => {
    const { h } = await onBillingDetails('hana');
    submit(h, 999, false);
    await waitFor(h, 'steps/next-requested');
    expect(h.types()).toContain('profiles/domain-creation-skipped');
    expect(h.calls()).not.toContain('PUT /cart/domain-profile');
  });
});

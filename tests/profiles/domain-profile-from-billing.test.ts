/**
 * "Use my billing details" in the domain-profile step (decision 019) as the read models hold it:
 * the radio stands on it only while it is offered (standard workflow, a logged-in cart with a
 * billing profile); its submit marks the step's form as saving; the profile made from the billing
 * details becomes the choice and the form shows its values; a message of one option does not
 * follow the customer to another.
 */
import { describe, expect, it } from 'vitest';
import { billingDetailsOffered, domainChoice } from '../../projections/profiles/selectors';
import {
  buildBillingProfile,
  buildCart,
  buildDomainProfile,
  buildError,
  session,
  user,
} from '../support/builders';

const billing = buildBillingProfile({ id: 7 });
const withBilling = buildCart({ user, billingProfile: billing });

function onBillingChoice(config: Parameters<ReturnType<typeof session>['boot']>[0] = {}) {
  return session()
    .boot(config)
    .received(withBilling)
    .emit('profiles/domain-received', { profiles: [buildDomainProfile({ id: 11 })] })
    .emit('profiles/form-opened', { form: 'domain', profileId: null, values: {}, drawer: false })
    .emit('profiles/domain-choice-set', { choice: 'billing' });
}

describe('the billing-details option of the domain-profile step', () => {
  it('is offered to a logged-in customer whose cart has a billing profile, in the standard workflow', () => {
    expect(billingDetailsOffered(session().boot().received(withBilling).state)).toBe(true);
    expect(billingDetailsOffered(session().boot().received(buildCart({ user })).state)).toBe(false);
    expect(
      billingDetailsOffered(
        session()
          .boot()
          .received(buildCart({ billingProfile: billing })).state,
      ),
    ).toBe(false);
    expect(billingDetailsOffered(session().boot({ workflow: 2 }).received(withBilling).state)).toBe(false);
  });

  it('holds the radio only while it is offered', () => {
    const s = onBillingChoice();
    expect(domainChoice(s.state)).toBe('billing');
    s.received(buildCart({ user }));
    expect(domainChoice(s.state)).toBe(11);
    expect(domainChoice(onBillingChoice({ workflow: 2 }).state)).toBe(11);
  });

  it('marks the step form as saving when submitted', () => {
    const s = onBillingChoice().emit('profiles/domain-from-billing-submitted', {
      form: 'domain',
      billingProfileId: 7,
      required: true,
      setOnCart: true,
      continueAfter: true,
    });
    expect(s.state.profileForms.forms.domain).toMatchObject({ status: 'saving', error: null });
  });

  it('makes the created profile the choice, its form showing the values made from the billing details', () => {
    const created = buildDomainProfile({
      id: 40,
      firstName: 'Jana',
      city: 'Bratislava',
      billingProfileId: 7,
    });
    const s = onBillingChoice()
      .emit('profiles/domain-from-billing-submitted', {
        form: 'domain',
        billingProfileId: 7,
        required: true,
        setOnCart: true,
        continueAfter: true,
      })
      .emit('profiles/domain-saved', { form: 'domain', profile: created, created: true });
    expect(domainChoice(s.state)).toBe(40);
    const form = s.state.profileForms.forms.domain;
    expect(form).toMatchObject({
      status: 'saved',
      profileId: 40,
      values: { firstName: 'Jana', city: 'Bratislava' },
    });
    expect(form?.initial).toEqual(form?.values);
    expect(s.state.profiles.domain.list.map((p) => p.id)).toEqual([11, 40]);
  });

  it('keeps a failure on the step form, and drops it when another option is chosen', () => {
    const s = onBillingChoice().emit('profiles/form-failed', {
      form: 'domain',
      error: buildError({ status: 404, key: 'profile.not_found', messageKey: 'profile.not_found' }),
    });
    expect(s.state.profileForms.forms.domain?.error).toEqual({ translationKey: 'profile.not_found' });
    s.emit('profiles/domain-choice-set', { choice: 'new' });
    expect(s.state.profileForms.forms.domain?.error).toBeNull();
  });

  it('selects the duplicate the provider found, as for a new profile', () => {
    const s = onBillingChoice().emit('profiles/domain-duplicate-found', { form: 'domain', profileId: 11 });
    expect(domainChoice(s.state)).toBe(11);
  });
});

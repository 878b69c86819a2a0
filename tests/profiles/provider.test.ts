/**
 * The billing and domain profile steps against the mock provider (contract E16, E17, E28–E35;
 * spec §4 "Domain profile"): pick, create and update billing profiles; domain profiles created
 * or updated then set on the cart, unchanged ones sending nothing, duplicates selected, failed
 * creations skipped or kept for later; required fields fetched once per TLDs and country.
 */
import { describe, expect, it } from 'vitest';
import type { BillingProfileInput, DomainProfile } from '../../events/contract/profiles';
import { billingInput, billingValues, domainInput, domainValues } from '../../projections/profiles/values';
import { loadedCart } from '../../projections/cart/selectors';
import { billingProfileFlowEffect, BILLING_NOT_SET } from '../../src/effects/profiles/billing-profile-flow';
import {
  domainProfileFlowEffect,
  TEMP_DOMAIN_PROFILE_KEY,
} from '../../src/effects/profiles/domain-profile-flow';
import { profilesLoadEffect } from '../../src/effects/profiles/load';
import { requiredFieldsEffect } from '../../src/effects/profiles/required-fields';
import { logRecorder } from '../../src/effects/runtime/log-recorder';
import { cartLoadEffect } from '../../src/effects/cart/load';
import { harness } from '../support/effect-harness';
import { providerApi, useTestProvider, waitFor } from '../support/provider-harness';
import { startProfiles, type ProfilesHarness } from '../effects/support/profiles-harness';

const provider = useTestProvider();

const flows = [profilesLoadEffect, billingProfileFlowEffect, domainProfileFlowEffect];

async function withLists(h: ProfilesHarness) {
  h.log.append('profiles/load-requested', { which: 'both' });
  await waitFor(h, 'profiles/billing-received');
  await waitFor(h, 'profiles/domain-received');
  return h.state().profiles;
}

const newBilling: BillingProfileInput = billingInput({
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
});

describe('billing profiles of a logged-in customer', () => {
  it('a picked profile is put on the cart', async () => {
    const h = await startProfiles(provider, flows, { login: 'alice' });
    const { billing } = await withLists(h);
    const id = billing.list[0]?.id ?? -1;
    h.log.append('profiles/billing-profile-chosen', { profileId: id });
    await waitFor(h, 'cart/received', 2);
    expect(h.calls()).toContain('PUT /cart/billing-profile');
    expect(loadedCart(h.state())?.billingProfile?.id).toBe(id);
  });

  it('continue says the profile is not set until one is on the cart, then moves on', async () => {
    const h = await startProfiles(provider, flows, { login: 'alice' });
    const { billing } = await withLists(h);
    h.log.append('profiles/step-submitted', { step: 'billing-profile' });
    expect(h.log.all().at(-1)).toMatchObject({
      type: 'messages/shown',
      payload: { path: 'order.billing-profile', message: { translationKey: BILLING_NOT_SET } },
    });
    h.log.append('profiles/billing-profile-chosen', { profileId: billing.list[0]?.id ?? -1 });
    h.log.append('profiles/step-submitted', { step: 'billing-profile' });
    expect(h.count('steps/next-requested')).toBe(0);
    await waitFor(h, 'steps/next-requested');
    expect(h.types().indexOf('steps/next-requested')).toBeGreaterThan(h.types().lastIndexOf('cart/received'));
  });

  it('a new profile is created (E29) and put on the cart (E16)', async () => {
    const h = await startProfiles(provider, flows, { login: 'alice' });
    await withLists(h);
    h.log.append('profiles/form-opened', { form: 'billing', profileId: null, values: {}, drawer: true });
    h.log.append('profiles/billing-save-requested', {
      form: 'billing',
      profileId: null,
      saved: null,
      profile: newBilling,
      continueAfter: false,
    });
    await waitFor(h, 'cart/received', 2);
    const saved = h.log.all().find((e) => e.type === 'profiles/billing-saved');
    expect(saved?.payload).toMatchObject({ created: true, profile: { city: 'Žilina' } });
    expect(h.calls().slice(-2)).toEqual(['POST /billing-profiles', 'PUT /cart/billing-profile']);
    const state = h.state();
    expect(state.profiles.billing.list.some((p) => p.city === 'Žilina')).toBe(true);
    expect(loadedCart(state)?.billingProfile?.city).toBe('Žilina');
    expect(state.profileForms.drawer).toBeNull();
  });

  it('keeps the chosen invoice delivery: created as e-invoice, replaced as post, returned each time', async () => {
    const h = await startProfiles(provider, flows, { login: 'alice' });
    await withLists(h);
    h.log.append('profiles/billing-save-requested', {
      form: 'billing',
      profileId: null,
      saved: null,
      profile: billingInput({
        ...billingValues({ ...newBilling, id: 0, userId: 0 }),
        invoiceDelivery: 'einvoice',
      }),
      continueAfter: false,
    });
    await waitFor(h, 'cart/received', 2);
    const created = loadedCart(h.state())?.billingProfile;
    expect(created?.invoiceDelivery).toBe('einvoice');
    if (!created) throw new Error('no billing profile on the cart');
    h.log.append('profiles/billing-save-requested', {
      form: 'billing',
      profileId: created.id,
      saved: created,
      profile: billingInput({ ...billingValues(created), invoiceDelivery: 'post' }),
      continueAfter: false,
    });
    await waitFor(h, 'profiles/billing-saved', 2);
    h.log.append('profiles/load-requested', { which: 'billing' });
    await waitFor(h, 'profiles/billing-received', 2);
    const listed = h.state().profiles.billing.list.find((p) => p.id === created.id);
    expect(listed?.invoiceDelivery).toBe('post');
    expect(h.calls()).toEqual(
      expect.arrayContaining(['POST /billing-profiles', 'PUT /billing-profiles/{id}']),
    );
  });

  it('an edit is sent as a replacement (E30) and its violations land on the fields', async () => {
    const h = await startProfiles(provider, flows, { login: 'alice' });
    const { billing } = await withLists(h);
    const saved = billing.list[0];
    if (!saved) throw new Error('alice has no billing profile');
    h.log.append('profiles/form-opened', {
      form: 'billing',
      profileId: saved.id,
      values: billingValues(saved),
      drawer: true,
    });
    h.log.append('profiles/billing-save-requested', {
      form: 'billing',
      profileId: saved.id,
      saved,
      profile: { ...billingInput(billingValues(saved)), street: 'X', postalCode: '821#08' },
      continueAfter: false,
    });
    await waitFor(h, 'profiles/form-failed');
    expect(h.calls()).toContain('PUT /billing-profiles/{id}');
    expect(h.state().profileForms.forms.billing?.serverErrors).toMatchObject({
      street: { translationKey: 'validation.too_short' },
      postalCode: { translationKey: 'validation.postal_code' },
    });
    expect(h.state().profileForms.drawer).toBe('billing');
  });

  it('an unchanged profile is not sent again; save and continue only puts it on the cart', async () => {
    const h = await startProfiles(provider, flows, { login: 'alice' });
    const { billing } = await withLists(h);
    const saved = billing.list[0];
    if (!saved) throw new Error('alice has no billing profile');
    h.log.append('profiles/billing-save-requested', {
      form: 'billing',
      profileId: saved.id,
      saved,
      profile: billingInput(billingValues(saved)),
      continueAfter: true,
    });
    await waitFor(h, 'steps/next-requested');
    expect(h.calls().filter((c) => c.includes('/billing-profiles/'))).toEqual([]);
    expect(h.calls()).toContain('PUT /cart/billing-profile');
  });
});

describe('loading the saved lists', () => {
  it('asks the provider once for a list whose load is on its way, and again once it has arrived', async () => {
    const h = await startProfiles(provider, [profilesLoadEffect], { login: 'alice' });
    h.log.append('profiles/load-requested', { which: 'billing' });
    h.log.append('profiles/load-requested', { which: 'both' });
    await waitFor(h, 'profiles/billing-received');
    await waitFor(h, 'profiles/domain-received');
    expect(h.calls().filter((c) => c === 'GET /billing-profiles')).toHaveLength(1);
    h.log.append('profiles/load-requested', { which: 'billing' });
    await waitFor(h, 'profiles/billing-received', 2);
    expect(h.calls().filter((c) => c === 'GET /billing-profiles')).toHaveLength(2);
  });
});

describe('the domain-profile step', () => {
  const submit = (
    h: ProfilesHarness,
    saved: DomainProfile | null,
    profile: ReturnType<typeof domainInput>,
    required = true,
  ) =>
    h.log.append('profiles/domain-submitted', {
      form: 'domain',
      saved,
      profile,
      required,
      setOnCart: true,
      continueAfter: true,
    });

  const fresh = domainInput({
    type: 'personal',
    firstName: 'Eva',
    lastName: 'Nová',
    email: 'eva@example.sk',
    emails: 'eva@example.sk',
    phone: '+421901000222',
    street: 'Dlhá 3',
    city: 'Nitra',
    postalCode: '94901',
    countryCode: 'SK',
  });

  it('creates a new profile, then sets it on the cart (E32 then E17), then moves on', async () => {
    const h = await startProfiles(provider, flows, { login: 'alice' });
    await withLists(h);
    h.log.append('profiles/form-opened', { form: 'domain', profileId: null, values: {}, drawer: false });
    submit(h, null, fresh);
    await waitFor(h, 'steps/next-requested');
    expect(h.calls().slice(-2)).toEqual(['POST /domain-profiles', 'PUT /cart/domain-profile']);
    expect(loadedCart(h.state())?.domainProfile?.firstName).toBe('Eva');
    expect(h.state().profileForms.domainChoice).toBe(loadedCart(h.state())?.domainProfile?.id);
  });

  it('updates a changed profile, then sets it (E34 then E17)', async () => {
    const h = await startProfiles(provider, flows, { login: 'alice' });
    const { domain } = await withLists(h);
    const saved = domain.list[0];
    if (!saved) throw new Error('alice has no domain profile');
    submit(h, saved, { ...domainInput(domainValues(saved)), city: 'Trnava' });
    await waitFor(h, 'steps/next-requested');
    expect(h.calls().slice(-2)).toEqual(['PUT /domain-profiles/{id}', 'PUT /cart/domain-profile']);
    expect(loadedCart(h.state())?.domainProfile).toMatchObject({ id: saved.id, city: 'Trnava' });
  });

  it('sets a changed profile the cart already holds again, so the step is complete by its new copy', async () => {
    const h = await startProfiles(provider, [...flows, requiredFieldsEffect], { login: 'alice' });
    const { domain } = await withLists(h);
    const saved = domain.list[0];
    if (!saved) throw new Error('alice has no domain profile');
    h.log.append('profiles/domain-profile-chosen', { profileId: saved.id });
    await waitFor(h, 'cart/received', 2);
    // A .hu domain joins the cart: its registry asks a person for an id card or passport, which the
    // cart's copy of the profile lacks.
    h.log.append('cart/item-add-requested', {
      request: {
        code: 'domain-register',
        sellType: 'direct',
        period: 12,
        properties: { domain: 'alica.hu' },
      },
    });
    await waitFor(h, 'cart/received', 3);
    await waitFor(h, 'profiles/required-fields-received', 2);
    expect(loadedCart(h.state())?.domainProfile).toMatchObject({ id: saved.id, idCard: null });
    expect(h.state().steps.dataProgress['domain-profile']).toBe(0);

    submit(h, saved, { ...domainInput(domainValues(saved)), idCard: 'AB123456' });
    await waitFor(h, 'steps/next-requested');
    expect(h.calls().slice(-2)).toEqual(['PUT /domain-profiles/{id}', 'PUT /cart/domain-profile']);
    expect(h.types().indexOf('steps/next-requested')).toBeGreaterThan(h.types().lastIndexOf('cart/received'));
    expect(loadedCart(h.state())?.domainProfile).toMatchObject({ id: saved.id, idCard: 'AB123456' });
    expect(h.state().steps.dataProgress['domain-profile']).toBe(100);
  });

  it('sends nothing for an unchanged profile the cart already holds', async () => {
    const h = await startProfiles(provider, flows, { login: 'alice' });
    const { domain } = await withLists(h);
    const saved = domain.list[0];
    if (!saved) throw new Error('alice has no domain profile');
    h.log.append('profiles/domain-profile-chosen', { profileId: saved.id });
    await waitFor(h, 'cart/received', 2);
    const before = h.calls().length;
    submit(h, saved, domainInput(domainValues(saved)));
    await waitFor(h, 'steps/next-requested');
    expect(h.calls().length).toBe(before);
  });

  it('selects the existing profile when the provider finds a duplicate', async () => {
    const h = await startProfiles(provider, flows, { login: 'alice' });
    const { domain } = await withLists(h);
    const existing = domain.list[0];
    if (!existing) throw new Error('alice has no domain profile');
    submit(h, null, domainInput(domainValues(existing)));
    await waitFor(h, 'steps/next-requested');
    expect(h.log.all().find((e) => e.type === 'profiles/domain-duplicate-found')?.payload).toEqual({
      form: 'domain',
      profileId: existing.id,
    });
    expect(loadedCart(h.state())?.domainProfile?.id).toBe(existing.id);
    expect(h.state().profileForms.domainChoice).toBe(existing.id);
  });

  it('goes on without a profile when creation fails and the cart does not require one', async () => {
    const h = await startProfiles(provider, flows, { login: 'alice' });
    await withLists(h);
    submit(h, null, { ...fresh, street: '' }, false);
    await waitFor(h, 'steps/next-requested');
    expect(h.types()).toContain('profiles/domain-creation-skipped');
    expect(h.calls()).not.toContain('PUT /cart/domain-profile');
    expect(h.deps.storage.getItem(TEMP_DOMAIN_PROFILE_KEY)).toBeNull();
  });

  it('keeps a required profile that failed and restores it with its message after a reload', async () => {
    const h = await startProfiles(provider, flows, { login: 'alice' });
    await withLists(h);
    h.log.append('profiles/form-opened', { form: 'domain', profileId: null, values: {}, drawer: false });
    submit(h, null, { ...fresh, street: 'X' });
    await waitFor(h, 'profiles/form-failed');
    expect(h.count('steps/next-requested')).toBe(0);
    expect(h.state().profileForms.forms.domain?.serverErrors.street).toMatchObject({
      translationKey: 'validation.too_short',
    });
    const stored = h.deps.storage.getItem(TEMP_DOMAIN_PROFILE_KEY);
    expect(stored).not.toBeNull();

    const reloaded = await startProfiles(provider, [], { reload: true });
    reloaded.deps.storage.setItem(TEMP_DOMAIN_PROFILE_KEY, stored ?? '');
    domainProfileFlowEffect(reloaded.deps);
    const restored = reloaded.state().profileForms;
    expect(restored.domainChoice).toBe('new');
    expect(restored.forms.domain?.values).toMatchObject({ firstName: 'Eva', street: 'X', city: 'Nitra' });
    expect(restored.forms.domain?.serverErrors.street).toMatchObject({
      translationKey: 'validation.too_short',
    });
  });

  /** A draft kept by alice's failed creation, as stored, with its owner. */
  async function keptDraft(): Promise<{ text: string; owner: { userId: number | null; cartUuid: string } }> {
    const h = await startProfiles(provider, flows, { login: 'alice' });
    await withLists(h);
    h.log.append('profiles/form-opened', { form: 'domain', profileId: null, values: {}, drawer: false });
    submit(h, null, { ...fresh, street: 'X' });
    await waitFor(h, 'profiles/form-failed');
    const text = h.deps.storage.getItem(TEMP_DOMAIN_PROFILE_KEY) ?? '';
    const cart = loadedCart(h.state());
    expect(cart?.user).toBeTruthy();
    expect(JSON.parse(text).owner).toEqual({ userId: cart?.user?.id, cartUuid: cart?.uuid });
    return { text, owner: JSON.parse(text).owner };
  }

  /** A page load of the same provider session with `text` in its storage, the effect started. */
  async function reloadWith(
    text: string,
    session: { login?: string | null; reload?: boolean } = { reload: true },
  ) {
    const h = await startProfiles(provider, [], session);
    h.deps.storage.setItem(TEMP_DOMAIN_PROFILE_KEY, text);
    domainProfileFlowEffect(h.deps);
    return h;
  }

  it('does not pre-fill the draft for another customer, and removes it (decision 041)', async () => {
    const { text, owner } = await keptDraft();
    const otherUser = JSON.stringify({
      ...JSON.parse(text),
      owner: { ...owner, userId: (owner.userId ?? 0) + 1 },
    });
    const h = await reloadWith(otherUser);
    expect(h.types()).not.toContain('profiles/temporary-domain-restored');
    expect(h.state().profileForms.forms.domain).toBeUndefined();
    expect(h.deps.storage.getItem(TEMP_DOMAIN_PROFILE_KEY)).toBeNull();
  });

  it('does not pre-fill the draft in another cart (bob logged in on this browser), and removes it', async () => {
    const { text } = await keptDraft();
    const h = await reloadWith(text, { login: 'bob' });
    expect(h.types()).not.toContain('profiles/temporary-domain-restored');
    expect(h.deps.storage.getItem(TEMP_DOMAIN_PROFILE_KEY)).toBeNull();
  });

  it('removes a draft that does not say whose it is (kept by an older build)', async () => {
    const { text } = await keptDraft();
    const { owner: _owner, ...ownerless } = JSON.parse(text);
    const h = await reloadWith(JSON.stringify(ownerless));
    expect(h.types()).not.toContain('profiles/temporary-domain-restored');
    expect(h.deps.storage.getItem(TEMP_DOMAIN_PROFILE_KEY)).toBeNull();
  });

  it('restores the draft when the cart arrives after the effect started', async () => {
    const { text } = await keptDraft();
    // A page load whose cart has not answered yet when the (deferred) effect starts.
    const h = harness({});
    h.deps.api = providerApi(logRecorder(h.log));
    cartLoadEffect(h.deps);
    h.deps.storage.setItem(TEMP_DOMAIN_PROFILE_KEY, text);
    domainProfileFlowEffect(h.deps);
    expect(h.types()).not.toContain('profiles/temporary-domain-restored');
    h.log.append('cart/load-requested', { reason: 'boot' });
    await waitFor(h, 'profiles/temporary-domain-restored');
  });

  it('clears the kept profile once a creation succeeds', async () => {
    const h = await startProfiles(provider, flows, { login: 'alice' });
    await withLists(h);
    h.deps.storage.setItem(TEMP_DOMAIN_PROFILE_KEY, '{"values":{},"error":null,"violations":[]}');
    submit(h, null, fresh);
    await waitFor(h, 'steps/next-requested');
    expect(h.deps.storage.getItem(TEMP_DOMAIN_PROFILE_KEY)).toBeNull();
  });
});

describe('required fields (E35)', () => {
  it("are fetched for the cart's TLDs and the company country, once", async () => {
    const h = await startProfiles(provider, [requiredFieldsEffect], { login: 'alice' });
    await waitFor(h, 'profiles/required-fields-received');
    h.log.append('cart/load-requested', { reason: 'again' });
    await waitFor(h, 'cart/received', 2);
    h.log.append('profiles/required-fields-requested', { tlds: ['sk'], countryCode: 'SK' });
    const received = h.log.all().filter((e) => e.type === 'profiles/required-fields-received');
    expect(received).toHaveLength(1);
    expect(received[0]?.payload).toMatchObject({
      tlds: ['sk'],
      countryCode: 'SK',
      fields: { personal: { required: ['phone', 'email'] } },
    });
    expect(h.calls().filter((c) => c.includes('required-fields'))).toHaveLength(1);
  });

  it('are fetched on request for another country (a Swedish profile needs an id card)', async () => {
    const h = await startProfiles(provider, [requiredFieldsEffect], { login: 'alice' });
    h.log.append('profiles/required-fields-requested', { tlds: ['se'], countryCode: 'SE' });
    await waitFor(h, 'profiles/required-fields-received', 2);
    const se = h.log
      .all()
      .flatMap((e) =>
        e.type === 'profiles/required-fields-received' && e.payload.countryCode === 'SE' ? [e.payload] : [],
      );
    expect(se[0]?.fields.personal.required).toContain('idCard');
  });
});

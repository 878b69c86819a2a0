/**
 * Begun forms survive a reload (spec §9 "persistent state", issue 23, decision 060): what the
 * customer typed in sign-up or a new profile is kept with its owner as they type, comes back after a
 * reload for the same customer and cart only, is dropped when the form is saved or closed, at
 * logout and at a completed order, and never holds the password. A customer's drafts are kept in
 * local storage for 24 hours at most; a visitor's only in the tab's session storage (issue 30).
 */
import { describe, expect, it } from 'vitest';
import { FORM_DRAFTS_KEY, forgetCustomerEffect } from '../../src/effects/customer-data';
import { DRAFT_MAX_AGE_MS, formDraftsEffect } from '../../src/effects/profiles/form-drafts';
import { loadedCart } from '../../projections/cart/selectors';
import { foldAll } from '../../projections/fold';
import { startProfiles, type ProfilesHarness } from '../effects/support/profiles-harness';
import { useTestProvider } from '../support/provider-harness';
import { buildBillingProfile } from '../support/builders';

const provider = useTestProvider();
const blank = { firstName: '', lastName: '', street: '', city: '', postalCode: '', countryCode: 'SK' };
const STREET = 'Hlavná 12';

function typeNewBilling(h: ProfilesHarness, drawer = true) {
  h.log.append('profiles/form-opened', { form: 'billing', profileId: null, values: blank, drawer });
  h.log.append('profiles/field-committed', { form: 'billing', field: 'firstName', value: 'Jana' });
  // The street is being typed: edited, not yet committed (no blur before the reload).
  h.log.append('profiles/field-edited', { form: 'billing', field: 'street', value: STREET });
}

const stored = (h: ProfilesHarness) => h.deps.storage.getItem(FORM_DRAFTS_KEY);
const inTab = (h: ProfilesHarness) => h.deps.tabStorage?.getItem(FORM_DRAFTS_KEY) ?? null;

/** The stored text written `ageMs` before `now`. */
const aged = (text: string, now: number, ageMs: number) =>
  JSON.stringify({ ...JSON.parse(text), savedAt: now - ageMs });

/**
 * The next page load of the same provider session, with this tab's local and session storage,
 * `ageMs` after the drafts were written.
 */
async function reload(h: ProfilesHarness, session: { login?: string } = {}, ageMs = 0) {
  const next = await startProfiles(provider, [], session.login ? session : { reload: true });
  const now = next.time.now();
  const text = stored(h);
  if (text !== null) next.deps.storage.setItem(FORM_DRAFTS_KEY, aged(text, now, ageMs));
  const tab = inTab(h);
  if (tab !== null) next.deps.tabStorage?.setItem(FORM_DRAFTS_KEY, aged(tab, now, ageMs));
  formDraftsEffect(next.deps);
  return next;
}

describe('a begun form', () => {
  it('is kept with its owner as the customer types, and nothing is kept for a form left empty', async () => {
    const h = await startProfiles(provider, [formDraftsEffect], { login: 'alice' });
    h.log.append('profiles/form-opened', { form: 'billing', profileId: null, values: blank, drawer: true });
    expect(stored(h)).toBeNull();
    typeNewBilling(h);
    const kept = JSON.parse(stored(h) ?? '{}');
    const cart = loadedCart(h.state());
    expect(kept.owner).toEqual({ userId: cart?.user?.id, cartUuid: cart?.uuid });
    expect(kept.forms).toMatchObject([
      {
        form: 'billing',
        values: { firstName: 'Jana', street: STREET },
        touched: ['firstName'],
        drawer: true,
      },
    ]);
  });

  it('comes back after a reload, in the drawer it was in, with what was typed and what was committed', async () => {
    const h = await startProfiles(provider, [formDraftsEffect], { login: 'alice' });
    typeNewBilling(h);
    const next = await reload(h);
    expect(next.types()).toContain('profiles/drafts-restored');
    const forms = next.state().profileForms;
    expect(forms.drawer).toBe('billing');
    expect(forms.forms.billing).toMatchObject({
      profileId: null,
      values: { firstName: 'Jana', street: STREET },
      initial: blank,
      touched: ['firstName'],
      status: 'editing',
    });
  });

  it('is removed unread for another customer on this browser', async () => {
    const h = await startProfiles(provider, [formDraftsEffect], { login: 'alice' });
    typeNewBilling(h);
    expect(stored(h)).toContain(STREET);
    const next = await reload(h, { login: 'bob' });
    expect(next.types()).not.toContain('profiles/drafts-restored');
    expect(next.state().profileForms.forms.billing).toBeUndefined();
    expect(stored(next)).toBeNull();
  });

  it('is dropped when the customer closes the form, and when the profile is saved', async () => {
    const h = await startProfiles(provider, [formDraftsEffect], { login: 'alice' });
    typeNewBilling(h);
    h.log.append('profiles/form-closed', { form: 'billing' });
    expect(stored(h)).toBeNull();
    typeNewBilling(h, false);
    expect(stored(h)).toContain(STREET);
    h.log.append('profiles/billing-saved', {
      form: 'billing',
      profile: buildBillingProfile(),
      created: true,
    });
    expect(stored(h)).toBeNull();
  });

  it('is gone at logout and not written again by the forms still open', async () => {
    const h = await startProfiles(provider, [formDraftsEffect, forgetCustomerEffect], { login: 'alice' });
    typeNewBilling(h);
    h.log.append('nav/left-app', { url: 'https://login.test/logout', reason: 'logout' });
    expect(stored(h)).toBeNull();
    h.log.append('profiles/field-committed', { form: 'billing', field: 'city', value: 'Nitra' });
    expect(stored(h)).toBeNull();
  });

  it('is removed unread when what is stored is not a draft (broken, or kept by an older build)', async () => {
    const h = await startProfiles(provider, [], { login: 'alice' });
    h.deps.storage.setItem(FORM_DRAFTS_KEY, '{"forms":[{"form":"billing","values":{"street":"Hlavná 12"}}]');
    formDraftsEffect(h.deps);
    expect(h.types()).not.toContain('profiles/drafts-restored');
    expect(stored(h)).toBeNull();
  });

  it('never holds the password of a sign-up, whatever the sign-up sent', async () => {
    const h = await startProfiles(provider, [formDraftsEffect]);
    const values = { ...blank, login: '', terms: false, different: false };
    h.log.append('profiles/form-opened', { form: 'signup', profileId: null, values, drawer: false });
    h.log.append('profiles/field-committed', { form: 'signup', field: 'login', value: 'jana.k' });
    h.log.append('profiles/field-committed', { form: 'signup', field: 'street', value: STREET });
    // Even a form that held a field of that name: it never reaches the storage.
    h.log.append('profiles/field-committed', { form: 'signup', field: 'password', value: 'Tajne-Heslo-1' });
    expect(JSON.parse(inTab(h) ?? '{}').owner.userId).toBeNull();
    expect(inTab(h)).not.toContain('Tajne-Heslo-1');
    expect(Object.keys(JSON.parse(inTab(h) ?? '{}').forms[0].values)).not.toContain('password');
    const next = await reload(h);
    expect(next.state().profileForms.forms.signup?.values).toMatchObject({ login: 'jana.k', street: STREET });
  });
});

describe('how long a begun form is kept, and where', () => {
  it('keeps a visitor’s sign-up in the tab’s session storage only, never in local storage', async () => {
    const h = await startProfiles(provider, [formDraftsEffect]);
    const values = { ...blank, login: '', terms: false, different: false };
    h.log.append('profiles/form-opened', { form: 'signup', profileId: null, values, drawer: false });
    h.log.append('profiles/field-committed', { form: 'signup', field: 'street', value: STREET });
    expect(stored(h)).toBeNull();
    expect(inTab(h)).toContain(STREET);
    const next = await reload(h);
    expect(next.state().profileForms.forms.signup?.values).toMatchObject({ street: STREET });
  });

  it('removes unread a visitor’s draft found in local storage (written by an older build)', async () => {
    const h = await startProfiles(provider, [], {});
    const cart = loadedCart(h.state());
    const draft = {
      form: 'signup',
      values: { street: STREET },
      initial: {},
      touched: ['street'],
      drawer: false,
    };
    h.deps.storage.setItem(
      FORM_DRAFTS_KEY,
      JSON.stringify({
        owner: { userId: null, cartUuid: cart?.uuid },
        savedAt: h.time.now(),
        forms: [draft],
      }),
    );
    formDraftsEffect(h.deps);
    expect(h.types()).not.toContain('profiles/drafts-restored');
    expect(stored(h)).toBeNull();
  });

  it('gives a customer’s draft back within 24 hours of its last change', async () => {
    const h = await startProfiles(provider, [formDraftsEffect], { login: 'alice' });
    typeNewBilling(h);
    expect(JSON.parse(stored(h) ?? '{}').savedAt).toBe(h.time.now());
    const next = await reload(h, {}, DRAFT_MAX_AGE_MS);
    expect(next.types()).toContain('profiles/drafts-restored');
  });

  it('removes unread a customer’s draft older than 24 hours', async () => {
    const h = await startProfiles(provider, [formDraftsEffect], { login: 'alice' });
    typeNewBilling(h);
    const next = await reload(h, {}, DRAFT_MAX_AGE_MS + 1);
    expect(next.types()).not.toContain('profiles/drafts-restored');
    expect(next.state().profileForms.forms.billing).toBeUndefined();
    expect(stored(next)).toBeNull();
  });

  it('clears a visitor’s draft from the tab at logout', async () => {
    const h = await startProfiles(provider, [formDraftsEffect, forgetCustomerEffect]);
    const values = { ...blank, login: '', terms: false, different: false };
    h.log.append('profiles/form-opened', { form: 'signup', profileId: null, values, drawer: false });
    h.log.append('profiles/field-committed', { form: 'signup', field: 'street', value: STREET });
    expect(inTab(h)).toContain(STREET);
    h.log.append('nav/left-app', { url: 'https://login.test/logout', reason: 'logout' });
    expect(inTab(h)).toBeNull();
  });
});

describe('restoring drafts', () => {
  it('keeps what the customer has typed since the reload, and fills a form still empty', () => {
    const events = [
      {
        type: 'profiles/form-opened',
        payload: { form: 'signup', profileId: null, values: blank, drawer: false },
      },
      { type: 'profiles/field-committed', payload: { form: 'signup', field: 'street', value: 'Nová 1' } },
      {
        type: 'profiles/form-opened',
        payload: { form: 'domain', profileId: null, values: blank, drawer: false },
      },
      {
        type: 'profiles/drafts-restored',
        payload: {
          forms: [
            {
              form: 'signup',
              values: { ...blank, street: STREET },
              initial: blank,
              touched: ['street'],
              drawer: false,
            },
            {
              form: 'domain',
              values: { ...blank, city: 'Nitra' },
              initial: blank,
              touched: ['city'],
              drawer: false,
            },
          ],
        },
      },
    ].map((e, seq) => ({ ...e, seq, at: seq, v: 1 }));
    const state = foldAll(events as never);
    expect(state.profileForms.forms.signup?.values.street).toBe('Nová 1');
    expect(state.profileForms.forms.domain?.values.city).toBe('Nitra');
    expect(state.profileForms.domainChoice).toBe('new');
  });
});

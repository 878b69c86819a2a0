/**
 * The profile-forms read model: committed values, the Czech VAT → tax id sync, messages cleared on
 * change, provider violations on their fields (sign-up paths included), validation-API answers
 * only for the value still in the field, the login check, the temporary domain profile and the
 * saved profiles joining their lists.
 */
import { describe, expect, it } from 'vitest';
import { signupTarget } from '../../projections/profiles/forms';
import {
  allDomainProfilesDefined,
  domainChoice,
  domainProfileRequired,
  domainProfileStepApplies,
} from '../../projections/profiles/selectors';
import {
  buildBillingProfile,
  buildCart,
  buildDomainItem,
  buildDomainProfile,
  buildError,
  session,
  user,
} from '../support/builders';

const opened = (values: Record<string, string | boolean> = { type: 'personal', countryCode: 'SK' }) =>
  session().emit('profiles/form-opened', { form: 'billing', profileId: null, values, drawer: false });

describe('a profile form', () => {
  it('keeps committed values and which fields were committed', () => {
    const s = opened().emit('profiles/field-committed', {
      form: 'billing',
      field: 'street',
      value: 'Hlavná 1',
    });
    const form = s.state.profileForms.forms.billing;
    expect(form?.values.street).toBe('Hlavná 1');
    expect(form?.touched).toEqual(['street']);
    expect(form?.initial).toEqual({ type: 'personal', countryCode: 'SK' });
  });

  it('keeps typed names without marking them committed', () => {
    const s = opened().emit('profiles/field-edited', { form: 'billing', field: 'firstName', value: 'Ja' });
    expect(s.state.profileForms.forms.billing?.values.firstName).toBe('Ja');
    expect(s.state.profileForms.forms.billing?.touched).toEqual([]);
  });

  it('copies the Czech VAT id into the tax id', () => {
    const s = opened({ type: 'company', countryCode: 'CZ' }).emit('profiles/field-committed', {
      form: 'billing',
      field: 'vatId',
      value: 'CZ12345678',
    });
    expect(s.state.profileForms.forms.billing?.values).toMatchObject({
      vatId: 'CZ12345678',
      taxId: 'CZ12345678',
    });
  });

  it('does not touch the tax id elsewhere', () => {
    const s = opened({ type: 'company', countryCode: 'SK' }).emit('profiles/field-committed', {
      form: 'billing',
      field: 'vatId',
      value: 'SK1234567890',
    });
    expect(s.state.profileForms.forms.billing?.values.taxId).toBeUndefined();
  });

  describe('the invoice e-mail addresses (decision 018)', () => {
    const commit = (s: ReturnType<typeof opened>, field: string, value: string) =>
      s.emit('profiles/field-committed', { form: 'billing', field, value });
    const emails = (s: ReturnType<typeof opened>) => s.state.profileForms.forms.billing?.values.emails;

    it('are filled in from the e-mail, and follow it while they are still that copy', () => {
      const s = commit(opened(), 'email', ' jana@example.sk ');
      expect(emails(s)).toBe('jana@example.sk');
      expect(emails(commit(s, 'email', 'jana@firma.sk'))).toBe('jana@firma.sk');
    });

    it('keep what the customer typed there', () => {
      const s = commit(commit(opened(), 'email', 'jana@example.sk'), 'emails', 'uctaren@firma.sk');
      expect(emails(commit(s, 'email', 'jana@firma.sk'))).toBe('uctaren@firma.sk');
    });

    it('keep the addresses saved with the profile, even when they equal the e-mail', () => {
      const saved = { type: 'personal', countryCode: 'SK', email: 'a@b.sk', emails: 'a@b.sk' };
      expect(emails(commit(opened(saved), 'email', 'c@d.sk'))).toBe('a@b.sk');
    });

    it('are not filled in for a Swedish-country profile, where they are optional', () => {
      expect(
        emails(commit(opened({ type: 'personal', countryCode: 'SE' }), 'email', 'a@b.se')),
      ).toBeUndefined();
    });
  });

  it('opens in the drawer and closes with it', () => {
    const s = session().emit('profiles/form-opened', {
      form: 'billing',
      profileId: 7,
      values: {},
      drawer: true,
    });
    expect(s.state.profileForms.drawer).toBe('billing');
    s.emit('profiles/form-closed', { form: 'billing' });
    expect(s.state.profileForms.drawer).toBeNull();
    expect(s.state.profileForms.forms.billing).toBeUndefined();
  });

  it('shows every message after a rejected submit', () => {
    const s = opened().emit('profiles/form-rejected', { form: 'billing', fields: ['street'] });
    expect(s.state.profileForms.forms.billing).toMatchObject({
      submitted: true,
      error: { translationKey: 'validation.invalid_form' },
    });
  });
});

describe("the provider's violations", () => {
  const violations = [
    { propertyPath: 'street', errors: [{ translationKey: 'validation.too_short' }] },
    { propertyPath: 'emails.1', errors: [{ translationKey: 'validation.email' }] },
  ];

  it('land on the fields they name and go when the field changes', () => {
    const s = opened()
      .emit('profiles/billing-save-requested', {
        form: 'billing',
        profileId: null,
        saved: null,
        profile: {
          type: 'personal',
          street: 'x',
          city: 'c',
          postalCode: '1',
          countryCode: 'SK',
          email: 'e',
          emails: [],
          phone: '',
          invoiceDelivery: 'email',
        },
        continueAfter: false,
      })
      .emit('profiles/form-failed', {
        form: 'billing',
        error: buildError({ messageKey: 'validation.too_short', violations }),
      });
    const form = s.state.profileForms.forms.billing;
    expect(form?.status).toBe('editing');
    expect(form?.serverErrors).toEqual({
      street: { translationKey: 'validation.too_short' },
      emails: { translationKey: 'validation.email' },
    });
    expect(form?.error).toBeNull();
    s.emit('profiles/field-committed', { form: 'billing', field: 'street', value: 'Hlavná 1' });
    expect(Object.keys(s.state.profileForms.forms.billing?.serverErrors ?? {})).toEqual(['emails']);
  });

  it('without a field become the form message', () => {
    const s = opened().emit('profiles/form-failed', {
      form: 'billing',
      error: buildError({
        messageKey: 'profile.pending_change_request',
        key: 'profile.pending_change_request',
      }),
    });
    expect(s.state.profileForms.forms.billing?.error).toEqual({
      translationKey: 'profile.pending_change_request',
    });
  });
});

describe('sign-up failures', () => {
  const forms = { billingForm: 'signup' as const, domainForm: 'signup-other' as const };

  it('map E39 paths to the forms and fields they concern', () => {
    expect(signupTarget('personalInformation.login', forms)).toEqual({ form: 'signup', field: 'login' });
    expect(signupTarget('personalInformation.phone', forms)).toEqual({ form: 'signup', field: 'phone' });
    expect(signupTarget('billingProfile.street', forms)).toEqual({ form: 'signup', field: 'street' });
    expect(signupTarget('domainProfile.passport', forms)).toEqual({
      form: 'signup-other',
      field: 'passport',
    });
    expect(signupTarget('termsAndConditionsConsent', forms)).toEqual({ form: 'signup', field: 'terms' });
    expect(signupTarget('domainProfile.passport', { ...forms, domainForm: null })).toBeNull();
  });

  it('put each violation on its field in both forms', () => {
    const s = session()
      .emit('profiles/form-opened', { form: 'signup', profileId: null, values: {}, drawer: false })
      .emit('profiles/form-opened', { form: 'signup-other', profileId: null, values: {}, drawer: false })
      .emit('signup/failed', {
        ...forms,
        error: buildError({
          messageKey: 'validation.login_taken',
          violations: [
            {
              propertyPath: 'personalInformation.login',
              errors: [{ translationKey: 'validation.login_taken' }],
            },
            { propertyPath: 'billingProfile.street', errors: [{ translationKey: 'validation.too_short' }] },
            { propertyPath: 'domainProfile.city', errors: [{ translationKey: 'validation.required' }] },
          ],
        }),
      });
    const { signup, 'signup-other': other } = s.state.profileForms.forms;
    expect(signup?.serverErrors).toEqual({
      login: { translationKey: 'validation.login_taken' },
      street: { translationKey: 'validation.too_short' },
    });
    expect(other?.serverErrors).toEqual({ city: { translationKey: 'validation.required' } });
    expect(s.state.profileForms.signup.status).toBe('failed');
  });

  it('put a key without violations on the field it belongs to', () => {
    const s = session()
      .emit('profiles/form-opened', { form: 'signup', profileId: null, values: {}, drawer: false })
      .emit('signup/failed', {
        ...forms,
        error: buildError({ messageKey: 'validation.password_weak', key: 'validation.password_weak' }),
      });
    expect(s.state.profileForms.forms.signup?.serverErrors.password).toEqual({
      translationKey: 'validation.password_weak',
    });
  });
});

describe('validation-API checks', () => {
  it('count only while the field holds the checked value', () => {
    const s = opened({ type: 'company', countryCode: 'SK' })
      .emit('profiles/field-committed', { form: 'billing', field: 'companyId', value: '123' })
      .emit('profiles/check-started', { form: 'billing', field: 'companyId', value: '123' })
      .emit('profiles/field-committed', { form: 'billing', field: 'companyId', value: '12345678' })
      .emit('profiles/check-answered', {
        form: 'billing',
        field: 'companyId',
        value: '123',
        valid: false,
        messageKey: 'validation.company_id',
      });
    expect(s.state.profileForms.forms.billing?.checks.companyId).toEqual({
      status: 'checking',
      value: '123',
    });
    s.emit('profiles/check-answered', {
      form: 'billing',
      field: 'companyId',
      value: '12345678',
      valid: false,
      messageKey: 'validation.company_id',
    });
    expect(s.state.profileForms.forms.billing?.checks.companyId).toEqual({
      status: 'invalid',
      value: '12345678',
      messageKey: 'validation.company_id',
    });
  });
});

describe('the login check', () => {
  it('says taken only for the login still typed', () => {
    const s = session()
      .emit('profiles/form-opened', { form: 'signup', profileId: null, values: { login: '' }, drawer: false })
      .emit('profiles/field-edited', { form: 'signup', field: 'login', value: 'alice' })
      .emit('signup/login-check-started', { login: 'alice' })
      .emit('signup/login-checked', { login: 'alice', free: false });
    expect(s.state.profileForms.signup.login).toEqual({ status: 'taken', login: 'alice' });
    s.emit('profiles/field-edited', { form: 'signup', field: 'login', value: 'alice2' });
    expect(s.state.profileForms.signup.login).toEqual({ status: 'idle' });
    s.emit('signup/login-checked', { login: 'alice', free: false });
    expect(s.state.profileForms.signup.login).toEqual({ status: 'idle' });
  });

  it("shows and hides 'saved in clipboard'", () => {
    const s = session().emit('signup/password-copied', {});
    expect(s.state.profileForms.signup.passwordCopied).toBe(true);
    s.emit('signup/password-hint-expired', {});
    expect(s.state.profileForms.signup.passwordCopied).toBe(false);
  });
});

describe('domain profiles', () => {
  it('restore an unfinished profile with its messages and select "new"', () => {
    const s = session().emit('profiles/temporary-domain-restored', {
      values: { type: 'personal', firstName: 'Jana' },
      error: null,
      violations: [{ field: 'street', error: { translationKey: 'validation.required' } }],
    });
    expect(s.state.profileForms.domainChoice).toBe('new');
    expect(s.state.profileForms.forms.domain).toMatchObject({
      profileId: null,
      values: { firstName: 'Jana' },
      serverErrors: { street: { translationKey: 'validation.required' } },
    });
  });

  it('join the list when saved and become the choice', () => {
    const profile = buildDomainProfile({ id: 40 });
    const s = session()
      .emit('profiles/domain-received', { profiles: [buildDomainProfile()] })
      .emit('profiles/form-opened', { form: 'domain', profileId: null, values: {}, drawer: false })
      .emit('profiles/domain-saved', { form: 'domain', profile, created: true });
    expect(s.state.profiles.domain.list.map((p) => p.id)).toEqual([11, 40]);
    expect(s.state.profileForms.domainChoice).toBe(40);
    expect(s.state.profileForms.forms.domain).toMatchObject({ status: 'saved', profileId: 40 });
  });

  it('replace the saved entry after an update', () => {
    const s = session()
      .emit('profiles/billing-received', { profiles: [buildBillingProfile()] })
      .emit('profiles/billing-saved', {
        form: 'billing',
        profile: buildBillingProfile({ city: 'Košice' }),
        created: false,
      });
    expect(s.state.profiles.billing.list).toHaveLength(1);
    expect(s.state.profiles.billing.list[0]?.city).toBe('Košice');
  });

  it('select the duplicate the provider found', () => {
    const s = session()
      .emit('profiles/form-opened', { form: 'domain', profileId: null, values: {}, drawer: false })
      .emit('profiles/domain-duplicate-found', { form: 'domain', profileId: 11 });
    expect(s.state.profileForms.domainChoice).toBe(11);
  });

  it('default to the cart profile, then the first saved, then new', () => {
    const s = session().boot();
    expect(domainChoice(s.state)).toBe('new');
    s.emit('profiles/domain-received', { profiles: [buildDomainProfile(), buildDomainProfile({ id: 12 })] });
    expect(domainChoice(s.state)).toBe(11);
    s.received(buildCart({ user, domainProfile: buildDomainProfile({ id: 12 }) }));
    expect(domainChoice(s.state)).toBe(12);
    s.emit('profiles/domain-choice-set', { choice: 'new' });
    expect(domainChoice(s.state)).toBe('new');
  });

  it('are required in the Swedish workflow only when the cart says so', () => {
    const items = [buildDomainItem('min.se')];
    const s = session()
      .boot({ workflow: 2 })
      .received(buildCart({ items, domainProfileRequired: false }));
    expect(domainProfileStepApplies(s.state)).toBe(true);
    expect(domainProfileRequired(s.state)).toBe(false);
    s.received(buildCart({ items, domainProfileRequired: true }));
    expect(domainProfileRequired(s.state)).toBe(true);
  });

  it('are not needed when every domain names its own profile', () => {
    const items = [
      buildDomainItem('a.sk', { properties: { domain: 'a.sk', tld: 'sk', domainProfileId: 11 } }),
      buildDomainItem('b.sk', { properties: { domain: 'b.sk', tld: 'sk', domainProfileId: 12 } }),
    ];
    const s = session()
      .boot()
      .received(buildCart({ items, domainProfileRequired: true }));
    expect(allDomainProfilesDefined(s.state)).toBe(true);
    expect(domainProfileRequired(s.state)).toBe(false);
    s.received(buildCart({ items: [...items, buildDomainItem('c.sk')], domainProfileRequired: true }));
    expect(allDomainProfilesDefined(s.state)).toBe(false);
    expect(domainProfileRequired(s.state)).toBe(true);
  });
});

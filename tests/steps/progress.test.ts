/**
 * Step progress rules: which steps apply (workflow, domain profile, service settings), when each is
 * done by data, progress by the customer, and moving to the next or previous applicable step.
 */
import { describe, expect, it } from 'vitest';
import {
  applicableSteps,
  dataDone,
  dataProgress,
  firstStepWithIssues,
  isEmptyProperty,
  normalizeStep,
  stepAfter,
  stepBefore,
  userProgress,
} from '../../projections/steps/progress';
import { requiredFieldsKey } from '../../projections/profiles/required-fields';
import {
  buildBillingProfile,
  buildCart,
  buildDomainItem,
  buildDomainProfile,
  buildItem,
  requiredFields,
} from '../support/builders';

const none = {};

describe('applicable steps', () => {
  it('are cart, billing, payment and recapitulation for a standard cart without requirements', () => {
    expect(applicableSteps(1, buildCart())).toEqual([
      'cart',
      'billing-profile',
      'payment-method',
      'recapitulation',
    ]);
  });

  it('include the domain-profile step when the cart requires a domain profile', () => {
    expect(applicableSteps(1, buildCart({ domainProfileRequired: true }))).toContain('domain-profile');
  });

  it('put the domain profile before billing in the Swedish workflow, always', () => {
    expect(applicableSteps(2, buildCart())).toEqual([
      'cart',
      'domain-profile',
      'billing-profile',
      'payment-method',
      'recapitulation',
    ]);
  });

  it('include service settings only when some item has mandatory editable properties', () => {
    const cart = buildCart({
      items: [
        buildItem(),
        buildItem({ id: 'vps', mandatoryEditableProperties: ['name'], properties: { name: 'srv' } }),
      ],
    });
    expect(applicableSteps(1, cart)).toEqual([
      'cart',
      'billing-profile',
      'payment-method',
      'service-settings',
      'recapitulation',
    ]);
  });
});

describe('step progress from data', () => {
  const base = { workflow: 1 as const, cardOnly: false, requiredFields: none };

  it('marks the cart done only when it has items', () => {
    expect(dataDone({ ...base, cart: buildCart({ items: [] }) }).cart).toBe(false);
    expect(dataDone({ ...base, cart: buildCart() }).cart).toBe(true);
  });

  it('marks billing done when the cart has a billing profile', () => {
    expect(dataDone({ ...base, cart: buildCart() })['billing-profile']).toBe(false);
    expect(
      dataDone({ ...base, cart: buildCart({ billingProfile: buildBillingProfile() }) })['billing-profile'],
    ).toBe(true);
  });

  it('marks the domain profile done when it is not required', () => {
    expect(dataDone({ ...base, cart: buildCart() })['domain-profile']).toBe(true);
  });

  it('marks the Swedish user-information step done when the cart does not require a domain profile', () => {
    const swedish = { ...base, workflow: 2 as const };
    expect(applicableSteps(2, buildCart())).toContain('domain-profile');
    expect(dataDone({ ...swedish, cart: buildCart() })['domain-profile']).toBe(true);
    expect(dataDone({ ...swedish, cart: buildCart({ domainProfileRequired: true }) })['domain-profile']).toBe(
      false,
    );
  });

  it('needs a domain profile with every required field when it is required', () => {
    const items = [buildDomainItem('example.sk')];
    const fields = { [requiredFieldsKey(['sk'], 'SK')]: requiredFields(['birthday']) };
    const without = buildCart({ items, domainProfileRequired: true });
    const incomplete = buildCart({ items, domainProfileRequired: true, domainProfile: buildDomainProfile() });
    const complete = buildCart({
      items,
      domainProfileRequired: true,
      domainProfile: buildDomainProfile({ birthday: '1995-01-01' }),
    });
    expect(dataDone({ ...base, cart: without, requiredFields: fields })['domain-profile']).toBe(false);
    expect(dataDone({ ...base, cart: incomplete, requiredFields: fields })['domain-profile']).toBe(false);
    expect(dataDone({ ...base, cart: complete, requiredFields: fields })['domain-profile']).toBe(true);
  });

  it('leaves a field the provider left out of the Swedish user information to the provider (issue 23)', () => {
    const items = [buildDomainItem('lindqvist.se')];
    const fields = { [requiredFieldsKey(['se'], 'SK')]: requiredFields(['idCard']) };
    const cart = (profile: ReturnType<typeof buildDomainProfile>) =>
      buildCart({ items, domainProfileRequired: true, domainProfile: profile });
    const leftOut = cart(buildDomainProfile());
    expect('idCard' in (leftOut.domainProfile ?? {})).toBe(false);
    const swedish = { ...base, workflow: 2 as const, requiredFields: fields };
    expect(dataDone({ ...swedish, cart: leftOut })['domain-profile']).toBe(true);
    expect(dataDone({ ...swedish, cart: cart(buildDomainProfile({ idCard: null })) })['domain-profile']).toBe(
      false,
    );
    expect(dataDone({ ...base, cart: leftOut, requiredFields: fields })['domain-profile']).toBe(false);
  });

  it('needs one field of each one-of group of the required fields', () => {
    const items = [buildDomainItem('example.sk')];
    const fields = { [requiredFieldsKey(['sk'], 'SK')]: requiredFields([], [['passport', 'idCard']]) };
    const cart = (extra: object) =>
      buildCart({ items, domainProfileRequired: true, domainProfile: buildDomainProfile(extra) });
    expect(dataDone({ ...base, cart: cart({}), requiredFields: fields })['domain-profile']).toBe(false);
    expect(
      dataDone({ ...base, cart: cart({ idCard: 'AB12345' }), requiredFields: fields })['domain-profile'],
    ).toBe(true);
  });

  it('marks payment done once a group is chosen, and only card when card-only applies', () => {
    const transfer = buildCart({ paymentOption: { groupId: 'transfer', optionId: null, recurrence: false } });
    const card = buildCart({ paymentOption: { groupId: 'card', optionId: 'new-card', recurrence: true } });
    expect(dataDone({ ...base, cart: buildCart() })['payment-method']).toBe(false);
    expect(dataDone({ ...base, cart: transfer })['payment-method']).toBe(true);
    expect(dataDone({ ...base, cardOnly: true, cart: transfer })['payment-method']).toBe(false);
    expect(dataDone({ ...base, cardOnly: true, cart: card })['payment-method']).toBe(true);
  });

  it('marks service settings not done while a mandatory property is missing, null or empty', () => {
    for (const properties of [{}, { eppCode: null }, { eppCode: '' }]) {
      const cart = buildCart({
        items: [buildItem({ mandatoryEditableProperties: ['eppCode'], properties })],
      });
      expect(dataDone({ ...base, cart })['service-settings']).toBe(false);
    }
    const filled = buildCart({
      items: [buildItem({ mandatoryEditableProperties: ['eppCode'], properties: { eppCode: 'X' } })],
    });
    expect(dataDone({ ...base, cart: filled })['service-settings']).toBe(true);
  });

  it('always marks recapitulation done, and reports progress as 0 or 100', () => {
    expect(dataProgress({ ...base, cart: null })).toEqual({
      cart: 0,
      'billing-profile': 0,
      'domain-profile': 100,
      'payment-method': 0,
      'service-settings': 100,
      recapitulation: 100,
    });
  });

  it('treats missing, null and empty string as empty, but zero and false as filled', () => {
    expect([undefined, null, '', 0, false, 'x'].map(isEmptyProperty)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('progress by user', () => {
  const data = dataProgress({ workflow: 1, cart: buildCart(), cardOnly: false, requiredFields: none });

  it('counts earlier steps done, later ones not, and the current one at 50 while its data is incomplete', () => {
    expect(userProgress(1, 'billing-profile', 'cart', data)).toBe(100);
    expect(userProgress(1, 'billing-profile', 'billing-profile', data)).toBe(50);
    expect(userProgress(1, 'billing-profile', 'payment-method', data)).toBe(0);
  });

  it('counts the current step done when its data is complete', () => {
    expect(userProgress(1, 'cart', 'cart', data)).toBe(100);
  });
});

describe('moving between steps', () => {
  const standard = ['cart', 'billing-profile', 'payment-method', 'recapitulation'] as const;
  const data = dataProgress({ workflow: 1, cart: buildCart(), cardOnly: false, requiredFields: none });

  it('goes to the next applicable step, skipping ones that do not apply', () => {
    expect(stepAfter(1, standard, 'billing-profile', 'billing-profile', data)).toBe('payment-method');
  });

  it('skips steps complete by both data and user after editing an earlier step', () => {
    const done = dataProgress({
      workflow: 1,
      cart: buildCart({
        billingProfile: buildBillingProfile(),
        paymentOption: { groupId: 'transfer', optionId: null, recurrence: false },
      }),
      cardOnly: false,
      requiredFields: none,
    });
    expect(stepAfter(1, standard, 'recapitulation', 'cart', done)).toBe('recapitulation');
  });

  it('goes back to the previous applicable step, and to the cart from the first', () => {
    expect(stepBefore(1, standard, 'payment-method')).toBe('billing-profile');
    expect(stepBefore(1, standard, 'billing-profile')).toBe('cart');
    expect(stepBefore(1, standard, 'cart')).toBe('cart');
  });

  it('moves a step that no longer applies forward to the next one that does', () => {
    expect(normalizeStep(1, standard, 'domain-profile')).toBe('payment-method');
  });

  it('finds the first step with issues for the opening logic', () => {
    expect(firstStepWithIssues(standard, data)).toBe('billing-profile');
  });
});

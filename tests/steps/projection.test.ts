/**
 * The steps read model: applicable steps and data progress from the cart, next and back, edit mode
 * and its backdrop, the stored user step restored for its cart only, and reset.
 */
import { describe, expect, it } from 'vitest';
import { requiredFieldsKey } from '../../projections/profiles/required-fields';
import {
  allStepsDone,
  backdropActive,
  currentStep,
  stepsForStepper,
} from '../../projections/steps/selectors';
import {
  buildBillingProfile,
  buildCart,
  buildDomainItem,
  buildDomainProfile,
  buildGroup,
  buildItem,
  requiredFields,
  session,
  user,
} from '../support/builders';

const transfer = { groupId: 'transfer' as const, optionId: null, recurrence: false };
const loggedIn = (extra: Parameters<typeof buildCart>[0] = {}) => buildCart({ user, ...extra });
const complete = (extra: Parameters<typeof buildCart>[0] = {}) =>
  loggedIn({ billingProfile: buildBillingProfile(), paymentOption: transfer, ...extra });

describe('the steps read model', () => {
  it('starts at the cart step', () => {
    expect(session().state.steps.userStep).toBe('cart');
  });

  it('computes data progress from the cart', () => {
    const s = session()
      .boot()
      .received(loggedIn({ billingProfile: buildBillingProfile() }));
    expect(s.state.steps.dataProgress).toMatchObject({
      cart: 100,
      'billing-profile': 100,
      'payment-method': 0,
      recapitulation: 100,
    });
  });

  it('recomputes the domain profile progress when its required fields arrive', () => {
    const cart = loggedIn({
      items: [buildDomainItem('a.sk')],
      domainProfileRequired: true,
      domainProfile: buildDomainProfile(),
    });
    const s = session().boot().received(cart);
    expect(s.state.steps.dataProgress['domain-profile']).toBe(100);
    s.emit('profiles/required-fields-received', {
      tlds: ['sk'],
      countryCode: 'SK',
      fields: requiredFields(['birthday']),
    });
    expect(s.state.profiles.requiredFields[requiredFieldsKey(['sk'], 'SK')]).toBeDefined();
    expect(s.state.steps.dataProgress['domain-profile']).toBe(0);
  });

  it('requires card for payment once card-only applies', () => {
    const s = session()
      .boot()
      .received(complete({ items: [buildItem({ period: 1 })] }));
    expect(s.state.steps.dataProgress['payment-method']).toBe(100);
    s.emit('payment/options-received', {
      groups: [buildGroup('card', ['new-card']), buildGroup('transfer')],
    });
    expect(s.state.payment.cardOnly).toBe(true);
    expect(s.state.steps.dataProgress['payment-method']).toBe(0);
  });

  it('lists the applicable steps of the standard workflow', () => {
    const s = session().boot().received(loggedIn());
    expect(s.state.steps.applicable).toEqual(['cart', 'billing-profile', 'payment-method', 'recapitulation']);
  });

  it('swaps billing and domain profile in the Swedish workflow, and the stepper hides billing', () => {
    const s = session().boot({ workflow: 2 }).received(loggedIn());
    expect(s.state.steps.applicable).toEqual([
      'cart',
      'domain-profile',
      'billing-profile',
      'payment-method',
      'recapitulation',
    ]);
    expect(stepsForStepper(s.state).map((x) => x.step)).toEqual([
      'cart',
      'domain-profile',
      'payment-method',
      'recapitulation',
    ]);
  });

  it('applies the domain-profile step when the cart requires a domain profile', () => {
    const s = session()
      .boot()
      .received(loggedIn({ domainProfileRequired: true }));
    expect(s.state.steps.applicable).toContain('domain-profile');
  });

  it('applies service settings only when some item has mandatory editable properties', () => {
    const s = session()
      .boot()
      .received(
        loggedIn({
          items: [buildItem({ mandatoryEditableProperties: ['name'], properties: { name: 'x' } })],
        }),
      );
    expect(s.state.steps.applicable).toContain('service-settings');
  });

  it('moves next to the next applicable step, skipping steps that do not apply', () => {
    const s = session()
      .boot()
      .received(loggedIn())
      .emit('steps/user-step-set', { step: 'billing-profile' })
      .emit('steps/next-requested', {});
    expect(s.state.steps.userStep).toBe('payment-method');
  });

  it('moves back to the previous applicable step, and to the cart from the first one', () => {
    const s = session()
      .boot()
      .received(loggedIn())
      .emit('steps/user-step-set', { step: 'payment-method' })
      .emit('steps/back-requested', {});
    expect(s.state.steps.userStep).toBe('billing-profile');
    s.emit('steps/back-requested', {}).emit('steps/back-requested', {});
    expect(s.state.steps.userStep).toBe('cart');
  });

  it('blocks leaving service settings while a mandatory property is empty', () => {
    const item = buildItem({ mandatoryEditableProperties: ['eppCode'], properties: { eppCode: '' } });
    const s = session()
      .boot()
      .received(complete({ items: [item] }))
      .emit('steps/user-step-set', { step: 'service-settings' })
      .emit('steps/next-requested', {});
    expect(s.state.steps.userStep).toBe('service-settings');
  });

  it('moves on from a step being edited, skipping steps complete by both data and user', () => {
    const s = session()
      .boot()
      .received(complete())
      .emit('steps/user-step-set', { step: 'recapitulation' })
      .emit('ui/edit-mode-set', { step: 'billing-profile' })
      .emit('steps/next-requested', {});
    expect(s.state.steps).toMatchObject({ userStep: 'recapitulation', editMode: null });
  });

  it('moves from an edited step to the first later step whose data is incomplete', () => {
    const s = session()
      .boot()
      .received(complete({ paymentOption: null }))
      .emit('steps/user-step-set', { step: 'recapitulation' })
      .emit('ui/edit-mode-set', { step: 'billing-profile' })
      .emit('steps/next-requested', {});
    expect(s.state.steps.userStep).toBe('payment-method');
  });

  it('holds one step in edit mode, and recapitulation clears it', () => {
    const s = session()
      .boot()
      .received(complete())
      .emit('ui/edit-mode-set', { step: 'billing-profile' })
      .emit('ui/edit-mode-set', { step: 'payment-method' });
    expect(s.state.steps.editMode).toBe('payment-method');
    s.emit('ui/edit-mode-set', { step: 'recapitulation' });
    expect(s.state.steps.editMode).toBeNull();
  });

  it('activates the backdrop when editing another step with the user step past the second', () => {
    const s = session()
      .boot()
      .received(complete())
      .emit('steps/user-step-set', { step: 'billing-profile' })
      .emit('ui/edit-mode-set', { step: 'cart' });
    expect(backdropActive(s.state)).toBe(false);
    s.emit('steps/user-step-set', { step: 'payment-method' }).emit('ui/edit-mode-set', {
      step: 'billing-profile',
    });
    expect(backdropActive(s.state)).toBe(true);
    s.emit('ui/edit-mode-set', { step: 'payment-method' });
    expect(backdropActive(s.state)).toBe(false);
  });

  it('shows earlier steps done, the current one at 50 and later ones not done', () => {
    const s = session().boot().received(loggedIn()).emit('steps/user-step-set', { step: 'billing-profile' });
    expect(stepsForStepper(s.state).map((x) => [x.step, x.userProgress, x.done, x.current])).toEqual([
      ['cart', 100, true, false],
      ['billing-profile', 50, false, true],
      ['payment-method', 0, false, false],
      ['recapitulation', 0, false, false],
    ]);
  });

  it('is all done only when every step is complete by data and by the customer', () => {
    const s = session().boot().received(complete()).emit('steps/user-step-set', { step: 'payment-method' });
    expect(allStepsDone(s.state)).toBe(false);
    s.emit('steps/next-requested', {});
    expect(currentStep(s.state)).toBe('recapitulation');
    expect(allStepsDone(s.state)).toBe(true);
  });

  it('restores the stored user step for the same cart only', () => {
    const s = session()
      .boot()
      .received(loggedIn())
      .emit('steps/user-step-restored', { step: 'payment-method', cartUuid: 'other' });
    expect(s.state.steps.userStep).toBe('cart');
    s.emit('steps/user-step-restored', { step: 'payment-method', cartUuid: 'cart-1' });
    expect(s.state.steps.userStep).toBe('payment-method');
  });

  it('resets the user step to the cart when a reply is for a different cart', () => {
    const s = session()
      .boot()
      .received(loggedIn())
      .emit('steps/user-step-set', { step: 'payment-method' })
      .received(loggedIn({ uuid: 'cart-2' }));
    expect(s.state.steps).toMatchObject({ userStep: 'cart', cartUuid: 'cart-2' });
  });

  it('goes back to the cart from recapitulation when the cart step is no longer complete', () => {
    const s = session()
      .boot()
      .received(complete())
      .emit('steps/user-step-set', { step: 'recapitulation' })
      .received(complete({ items: [] }), 'remove-item');
    expect(s.state.steps.userStep).toBe('cart');
  });

  it('forgets the stored user step and edit mode on cart reset', () => {
    const s = session()
      .boot()
      .received(complete())
      .emit('steps/user-step-set', { step: 'payment-method' })
      .emit('ui/edit-mode-set', { step: 'cart' })
      .emit('cart/reset', { reason: 'cart.not_found' });
    expect(s.state.steps).toMatchObject({ userStep: 'cart', editMode: null, cartUuid: null });
  });
});

/**
 * Spec §4 rules of step progress and payment selection that the older suites did not pin down.
 */
import { describe, expect, it } from 'vitest';
import { allStepsDone, stepsForStepper } from '../../projections/steps/selectors';
import { buildCompleteCart, buildGroup, buildItem, session } from '../support/builders';

describe('step rules of spec §4', () => {
  it('submitting payment skips service settings when they do not apply', () => {
    const s = session()
      .boot()
      .received(buildCompleteCart())
      .emit('steps/user-step-set', { step: 'payment-method' })
      .emit('steps/next-requested', {});
    expect(s.state.steps.applicable).not.toContain('service-settings');
    expect(s.state.steps.userStep).toBe('recapitulation');
  });

  it('submitting payment opens service settings when an item has mandatory settings', () => {
    const item = buildItem({ mandatoryEditableProperties: ['domain'], properties: { domain: 'a.sk' } });
    const s = session()
      .boot()
      .received(buildCompleteCart({ items: [item] }))
      .emit('steps/user-step-set', { step: 'payment-method' })
      .emit('steps/next-requested', {});
    expect(s.state.steps.userStep).toBe('service-settings');
  });

  it('reaching recapitulation ends edit mode', () => {
    const s = session()
      .boot()
      .received(buildCompleteCart())
      .emit('ui/edit-mode-set', { step: 'billing-profile' })
      .emit('steps/user-step-set', { step: 'recapitulation' });
    expect(s.state.steps.editMode).toBeNull();
  });

  it('a step whose data is complete counts as done once the customer is past it, and all are done at recapitulation', () => {
    const s = session()
      .boot()
      .received(buildCompleteCart())
      .emit('steps/user-step-set', { step: 'billing-profile' });
    expect(stepsForStepper(s.state).find((x) => x.step === 'payment-method')?.done).toBe(false);
    expect(allStepsDone(s.state)).toBe(false);
    s.emit('steps/user-step-set', { step: 'recapitulation' });
    expect(stepsForStepper(s.state).every((x) => x.done)).toBe(true);
    expect(allStepsDone(s.state)).toBe(true);
  });
});

describe('payment selection rules of spec §4', () => {
  const groups = () => [
    buildGroup('card', ['new-card']),
    buildGroup('credit', ['credit'], { disable: true }),
    buildGroup('transfer'),
  ];

  it('never chooses a disabled group', () => {
    const s = session()
      .boot()
      .received(buildCompleteCart({ paymentOption: null }))
      .emit('payment/options-received', { groups: groups() });
    s.emit('payment/group-selected', { groupId: 'credit' });
    expect(s.state.payment.selected.groupId).toBeNull();
  });

  it('selects the default new card of an empty card group when the card group is chosen', () => {
    const s = session()
      .boot()
      .received(buildCompleteCart({ paymentOption: null }))
      .emit('payment/options-received', { groups: [buildGroup('card'), buildGroup('transfer')] })
      .emit('payment/group-selected', { groupId: 'card' });
    expect(s.state.payment.selected).toMatchObject({ groupId: 'card', optionId: 'new-card' });
  });

  it('turns the payment step into an issue while card-only applies and the cart holds another group', () => {
    const s = session()
      .boot()
      .received(buildCompleteCart({ items: [buildItem({ period: 1 })] }))
      .emit('steps/user-step-set', { step: 'recapitulation' })
      .emit('payment/options-received', { groups: groups() });
    expect(stepsForStepper(s.state).find((x) => x.step === 'payment-method')?.issue).toBe(true);
  });
});

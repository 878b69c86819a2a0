/**
 * The option chosen for a customer who arrives at the payment step with nothing chosen (spec §4
 * "one option is selected automatically"): a usable saved card first, else the first choosable
 * option of the first choosable group in the order the step shows them; transfer without an
 * option; card-only keeps to the card group.
 */
import { describe, expect, it } from 'vitest';
import { autoSelection } from '../../projections/payment/auto-selection';
import { normalizeGroups } from '../../projections/payment/option-order';
import { buildGroup, buildOption } from '../support/builders';

describe('the automatic payment choice', () => {
  it('prefers a saved card that can be used, wherever the card group stands', () => {
    const groups = normalizeGroups([
      buildGroup('banking', ['slsp']),
      buildGroup('card', ['new-card', buildOption('card-9', { recurrence: true })]),
    ]);
    expect(autoSelection(groups, false)).toEqual({ groupId: 'card', optionId: 'card-9', recurrence: true });
  });

  it('passes over an expired or old bank-type card to the next usable one, then to the new card', () => {
    const unusable = [buildOption('old', { oldOtpBank: true }), buildOption('off', { isDisabled: true })];
    expect(autoSelection(normalizeGroups([buildGroup('card', [...unusable, 'new-card'])]), false)).toEqual({
      groupId: 'card',
      optionId: 'new-card',
      recurrence: false,
    });
  });

  it('takes the first option by the preferred order in the first group that can be chosen', () => {
    const groups = normalizeGroups([
      buildGroup('credit', ['credit'], { disable: true }),
      buildGroup('card', [], { available: false }),
      buildGroup('banking', ['unknown-bank', buildOption('slsp', { isDisabled: true }), 'csob']),
      buildGroup('transfer'),
    ]);
    expect(autoSelection(groups, false)).toEqual({ groupId: 'banking', optionId: 'csob', recurrence: false });
  });

  it('chooses transfer, which takes no option, when it comes first', () => {
    const groups = normalizeGroups([buildGroup('transfer'), buildGroup('later', ['pay-later'])]);
    expect(autoSelection(groups, false)).toEqual({ groupId: 'transfer', optionId: null, recurrence: false });
  });

  it('keeps to the card group when only card may be chosen', () => {
    const groups = normalizeGroups([buildGroup('transfer'), buildGroup('card', [])]);
    expect(autoSelection(groups, true)).toEqual({ groupId: 'card', optionId: 'new-card', recurrence: true });
  });

  it('chooses nothing when nothing can be chosen', () => {
    const groups = normalizeGroups([
      buildGroup('banking', [buildOption('slsp', { isDisabled: true })]),
      buildGroup('later', [], { disable: true }),
    ]);
    expect(autoSelection(groups, false)).toBeNull();
  });
});

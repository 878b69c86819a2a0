/**
 * The payment selection rules: the only choosable option picked automatically, a choice cleared when
 * its option or group is gone or disabled, and recurrence off for a new card with e-invoices.
 */
import { describe, expect, it } from 'vitest';
import { normalizeGroups } from '../../projections/payment/option-order';
import { OPTION_INVALID, reconcile, recurrenceFor, selectGroup } from '../../projections/payment/selection';
import { buildGroup, buildOption } from '../support/builders';

describe('payment selection rules', () => {
  it('selects the only option of a group automatically', () => {
    expect(selectGroup(buildGroup('credit', ['credit']), false)).toEqual({
      groupId: 'credit',
      optionId: 'credit',
      recurrence: false,
    });
  });

  it('selects nothing in a group with several options', () => {
    expect(selectGroup(buildGroup('banking', ['slsp', 'csob']), false).optionId).toBeNull();
  });

  it('does not count unchoosable options when looking for the only one', () => {
    const group = buildGroup('banking', [buildOption('slsp', { isDisabled: true }), buildOption('csob')]);
    expect(selectGroup(group, false).optionId).toBe('csob');
  });

  it('keeps transfer without an option', () => {
    const groups = [buildGroup('transfer', [])];
    expect(
      reconcile({ groupId: 'transfer', optionId: null, recurrence: false }, groups, false).error,
    ).toBeNull();
  });

  it('clears a chosen option that is no longer offered, with option_invalid', () => {
    const groups = [buildGroup('banking', ['slsp', 'csob'])];
    const result = reconcile({ groupId: 'banking', optionId: 'tatrapay', recurrence: false }, groups, false);
    expect(result).toEqual({
      selection: { groupId: 'banking', optionId: null, recurrence: false },
      error: { translationKey: OPTION_INVALID },
    });
  });

  it('clears a chosen option that became disabled', () => {
    const groups = [buildGroup('banking', [buildOption('slsp', { isDisabled: true }), buildOption('csob')])];
    expect(
      reconcile({ groupId: 'banking', optionId: 'slsp', recurrence: false }, groups, false).error
        ?.translationKey,
    ).toBe(OPTION_INVALID);
  });

  it('clears the choice when its whole group is gone', () => {
    const result = reconcile(
      { groupId: 'card', optionId: 'card-1', recurrence: true },
      [buildGroup('transfer')],
      false,
    );
    expect(result.selection.groupId).toBeNull();
    expect(result.error?.translationKey).toBe(OPTION_INVALID);
  });

  it('turns recurrence off for a new card when invoices go by e-invoice', () => {
    expect(recurrenceFor('new-card', true, true)).toBe(false);
    expect(recurrenceFor('card-1', true, true)).toBe(true);
    expect(recurrenceFor('new-card', true, false)).toBe(true);
  });

  it('selects the default new card of an empty card group', () => {
    const [card] = normalizeGroups([buildGroup('card', [])]);
    expect(card && selectGroup(card, false)).toEqual({
      groupId: 'card',
      optionId: 'new-card',
      recurrence: true,
    });
  });
});

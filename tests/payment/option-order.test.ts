/**
 * The order of payment options (preferred banks first, new cards last, a default new card in an empty
 * card group), which options can be chosen, and when card-only applies.
 */
import { describe, expect, it } from 'vitest';
import {
  canChooseOption,
  cardOnlyApplies,
  normalizeGroups,
  sortOptions,
} from '../../projections/payment/option-order';
import { buildCart, buildGroup, buildItem, buildOption } from '../support/builders';

const ids = (options: { id: string }[]) => options.map((o) => o.id);

describe('payment option order', () => {
  it('puts the preferred banks first in their fixed order and unknown ids after them', () => {
    const sorted = sortOptions(
      ['mbank', 'unicredit', 'csob', 'slsp', 'fio', 'tatrapay', 'postova', 'vubeplatby'].map((id) =>
        buildOption(id),
      ),
    );
    expect(ids(sorted)).toEqual([
      'slsp',
      'vubeplatby',
      'postova',
      'csob',
      'tatrapay',
      'unicredit',
      'mbank',
      'fio',
    ]);
  });

  it('moves new-card entries to the end and keeps saved cards in server order', () => {
    const sorted = sortOptions(
      ['new-card', 'card-9', 'new-card-nets-easy', 'card-2'].map((id) => buildOption(id)),
    );
    expect(ids(sorted)).toEqual(['card-9', 'card-2', 'new-card', 'new-card-nets-easy']);
  });

  it('shows a default new-card entry in an empty card group', () => {
    const [card] = normalizeGroups([buildGroup('card', [])]);
    expect(ids(card?.paymentOptions ?? [])).toEqual(['new-card']);
    expect(card?.paymentOptions[0]?.recurrence).toBe(true);
  });

  it('leaves other empty groups empty', () => {
    expect(normalizeGroups([buildGroup('transfer', [])])[0]?.paymentOptions).toEqual([]);
  });
});

describe('which options can be chosen', () => {
  it('refuses disabled options and old bank-type cards', () => {
    expect(canChooseOption(buildOption('slsp', { isDisabled: true }))).toBe(false);
    expect(canChooseOption(buildOption('card-1', { oldOtpBank: true }))).toBe(false);
    expect(canChooseOption(buildOption('card-1'))).toBe(true);
  });
});

describe('card-only', () => {
  const monthly = buildCart({ items: [buildItem({ period: 1 })] });

  it('applies when card is available and some item is ordered for one month', () => {
    expect(cardOnlyApplies([buildGroup('card', ['new-card'])], monthly)).toBe(true);
  });

  it('does not apply without a one-month item or without an available card group', () => {
    expect(cardOnlyApplies([buildGroup('card', ['new-card'])], buildCart())).toBe(false);
    expect(cardOnlyApplies([buildGroup('card', ['new-card'], { available: false })], monthly)).toBe(false);
    expect(cardOnlyApplies([], monthly)).toBe(false);
  });
});

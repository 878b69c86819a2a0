/**
 * The payment step's view: which groups and options show and can be chosen (card-only included), when
 * recurrence is offered or locked, and when the choice counts as saved on the cart.
 */
import { describe, expect, it } from 'vitest';
import { paymentGroupsView, paymentSaved, recurrenceView } from '../../projections/payment/selectors';
import {
  buildBillingProfile,
  buildCart,
  buildGroup,
  buildItem,
  buildOption,
  session,
  user,
} from '../support/builders';

const groups = () => [
  buildGroup('card', [
    buildOption('card-1', { recurrence: true }),
    buildOption('new-card', { recurrence: true }),
  ]),
  buildGroup('banking', ['slsp']),
  buildGroup('transfer'),
  buildGroup('credit', ['credit'], { disable: true }),
  buildGroup('later', [], { available: false }),
];
const start = (cart = buildCart({ user }), config = {}) =>
  session().boot(config).received(cart).emit('payment/options-received', { groups: groups() });

describe('the payment step view', () => {
  it('hides unavailable groups and shows disabled ones as not choosable', () => {
    const view = paymentGroupsView(start().state);
    expect(view.map((g) => [g.id, g.selectable])).toEqual([
      ['card', true],
      ['banking', true],
      ['transfer', true],
      ['credit', false],
    ]);
  });

  it('allows only the card group when card-only applies', () => {
    const s = start(buildCart({ user, items: [buildItem({ period: 1 })] }));
    expect(
      paymentGroupsView(s.state)
        .filter((g) => g.selectable)
        .map((g) => g.id),
    ).toEqual(['card']);
    s.emit('payment/group-selected', { groupId: 'transfer' });
    expect(s.state.payment.selected.groupId).toBeNull();
  });

  it('offers recurrence for a chosen card, hidden for the Swedish company', () => {
    const s = start().emit('payment/option-selected', {
      groupId: 'card',
      optionId: 'card-1',
      recurrence: true,
    });
    expect(recurrenceView(s.state)).toEqual({ shown: true, checked: true, locked: false });
    const se = start(buildCart({ user }), { companyCountry: 'SE' }).emit('payment/option-selected', {
      groupId: 'card',
      optionId: 'card-1',
      recurrence: true,
    });
    expect(recurrenceView(se.state).shown).toBe(false);
  });

  it.each([
    ['sk-ws', 'SK', true],
    ['se-ws', 'SE', false],
    ['se-lp', 'SE', false],
    ['no-lp', 'NO', true],
  ] as const)('shows recurrence to %s (country %s): %s', (company, companyCountry, shown) => {
    const s = start(buildCart({ user }), { company, companyCountry }).emit('payment/option-selected', {
      groupId: 'card',
      optionId: 'card-1',
      recurrence: true,
    });
    expect(recurrenceView(s.state).shown).toBe(shown);
  });

  it('locks recurrence off for a new card when invoices go by e-invoice', () => {
    const cart = buildCart({ user, billingProfile: buildBillingProfile({ invoiceDelivery: 'einvoice' }) });
    const s = start(cart).emit('payment/option-selected', {
      groupId: 'card',
      optionId: 'new-card',
      recurrence: true,
    });
    expect(recurrenceView(s.state)).toEqual({ shown: true, checked: false, locked: true });
  });

  it('counts the choice as saved only when the cart stores the same one', () => {
    const s = start().emit('payment/option-selected', {
      groupId: 'banking',
      optionId: 'slsp',
      recurrence: false,
    });
    expect(paymentSaved(s.state)).toBe(false);
    s.received(
      buildCart({ user, paymentOption: { groupId: 'banking', optionId: 'slsp', recurrence: false } }),
      'set-payment-option',
    );
    expect(paymentSaved(s.state)).toBe(true);
  });
});

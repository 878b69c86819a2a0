import { describe, expect, it } from 'vitest';
import { eventTypes } from '../../events/catalogue/index';
import { applicableSteps, dataProgress } from '../../projections/derive/step-progress';
import { fold, foldAll, routes } from '../../projections/fold';
import { initialState } from '../../projections/state';
import { buildCart, session } from '../support/builders';

describe('the root fold', () => {
  it('has a route for every event type of the catalogue and no other', () => {
    expect(Object.keys(routes).sort()).toEqual([...eventTypes].sort());
  });

  it('returns the very same state for intents that only effects act on', () => {
    const [event] = session().emit('cart/item-remove-requested', { itemId: 'a' }).events;
    expect(event && fold(initialState, event)).toBe(initialState);
  });

  it('starts with the step progress the rules give for no cart', () => {
    expect(initialState.steps.dataProgress).toEqual(
      dataProgress({ workflow: 1, cart: null, cardOnly: false, requiredFields: {} }),
    );
    expect(initialState.steps.applicable).toEqual(applicableSteps(1, null));
  });

  it('gives equal states for the same events, every time', () => {
    const s = session().boot().received(buildCart()).emit('ui/item-drawer-toggled', { itemId: 'item-1' });
    expect(foldAll(s.events)).toEqual(foldAll(s.events));
  });

  it('continues from a given state', () => {
    const s = session().boot().received(buildCart()).emit('steps/user-step-set', { step: 'billing-profile' });
    const half = foldAll(s.events.slice(0, 2));
    expect(foldAll(s.events.slice(2), half)).toEqual(foldAll(s.events));
  });

  it('shares the slices an event does not touch with the previous state', () => {
    const s = session().boot().received(buildCart());
    const before = foldAll(s.events);
    const [event] = s.emit('nav/changed', { path: '/checkout', search: '' }).events.slice(-1);
    const after = event ? fold(before, event) : before;
    expect(after.cart).toBe(before.cart);
    expect(after.nav).not.toBe(before.nav);
  });
});

/**
 * The root fold: each event type reaches only the models that handle it, intents only effects act on
 * leave the state as it is, folding again or from a given state gives the same, and untouched
 * slices are shared.
 */
import { describe, expect, it } from 'vitest';
import { catalogue, eventTypes } from '../../events/catalogue/index';
import { applicableSteps, dataProgress } from '../../projections/steps/progress';
import { fold, foldAll, modelOrder, routedModels } from '../../projections/fold';
import { loadedCart } from '../../projections/cart/selectors';
import { initialState } from '../../projections/state';
import { buildCart, buildItem, session } from '../support/builders';

describe('the root fold', () => {
  it('routes an event type to the models with a handler of it, in fold order', () => {
    const received = routedModels('cart/received');
    // The models that read the new cart run after the cart model, and ui after the commands it reads.
    for (const [first, then] of [
      ['cart', 'steps'],
      ['cart', 'payment'],
      ['cartCommands', 'ui'],
      ['payment', 'steps'],
    ] as const) {
      expect(received.indexOf(first), `${first} before ${then}`).toBeGreaterThanOrEqual(0);
      expect(received.indexOf(first)).toBeLessThan(received.indexOf(then));
    }
    expect(received).not.toContain('nav');
    expect(routedModels('nav/changed')).toEqual(['nav']);
  });

  it('routes intents that only effects act on, and unknown types, nowhere', () => {
    expect(routedModels('cart/item-remove-requested')).toEqual([]);
    expect(routedModels('no-such/event')).toEqual([]);
    // A new event type gets a decision where it is declared: a handler in a model, or `notFolded`.
    const reachingNoModel = eventTypes.filter((type) => routedModels(type).length === 0);
    const declaredNotFolded = eventTypes.filter((type) => catalogue[type].folded === false);
    expect(reachingNoModel.sort()).toEqual(declaredNotFolded.sort());
    expect(declaredNotFolded).toContain('cart-extras/coupon-add-requested');
  });

  it('routes the start of a new page load to every model, since it starts the state over', () => {
    expect(routedModels('session/segment-started')).toEqual(modelOrder);
    const s = session().boot().received(buildCart());
    const [started] = s
      .emit('session/segment-started', {
        reason: 'reload',
        url: '/checkout',
        segment: 2,
        droppedSegments: 0,
        droppedEvents: 0,
      })
      .events.slice(-1);
    expect(started && fold(s.state, started)).toBe(initialState);
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

  it('gives the state the events describe, the same again from scratch', () => {
    const cart = buildCart({ items: [buildItem({ id: 'a' }), buildItem({ id: 'b' })] });
    const s = session().boot().received(cart).emit('ui/item-drawer-toggled', { itemId: 'b' });
    const state = foldAll(s.events);
    expect(loadedCart(state)?.items.map((item) => item.id)).toEqual(['a', 'b']);
    expect(state.ui.drawer).toEqual({ itemId: 'b', saving: false });
    const again = foldAll(s.events);
    expect(again).not.toBe(state);
    expect(again).toEqual(state);
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

/**
 * The root fold: each event type reaches only the models that handle it, intents only effects act on
 * leave the state as it is, folding again or from a given state gives the same, and untouched
 * slices are shared.
 */
import { describe, expect, it } from 'vitest';
import { eventTypes } from '../../events/catalogue/index';
import { applicableSteps, dataProgress } from '../../projections/steps/progress';
import { fold, foldAll, modelOrder, routedModels } from '../../projections/fold';
import { loadedCart } from '../../projections/cart/selectors';
import { initialState } from '../../projections/state';
import { buildCart, buildItem, session } from '../support/builders';

/**
 * The event types no read model keeps: intents only effects act on, and facts the state does not
 * need. Written out, so a new event type gets a decision: a handler in a model, or a line here.
 */
const NOT_FOLDED = [
  'action-button/call-started',
  'action-button/call-succeeded',
  'action-button/clicked',
  'action-button/components-reloaded',
  'action-button/file-saved',
  'action-button/found',
  'action-button/page-reloading',
  // Kept for recordings made before issue 22 (now nav/redirect-refused); nothing appends it.
  'action-button/redirect-refused',
  'action-button/rejected',
  'api/late-replied',
  'app/error-report-sent',
  'app/error-reporting-started',
  'app/language-change-requested',
  'app/web-vital-measured',
  'cart/coupon-add-requested',
  'cart/coupon-remove-requested',
  'cart/donation-remove-requested',
  'cart/donation-requested',
  'cart/item-remove-requested',
  'cart/item-upgrade-requested',
  'cart/load-requested',
  'cart/note-committed',
  'cart/reload-configuration-requested',
  'checkout/finish-requested',
  'checkout/polling-retry-requested',
  // Kept for recordings made before issue 22 (now nav/redirect-refused); nothing appends it.
  'checkout/redirect-refused',
  'cross-sell/offer-accepted',
  'cross-sell/up-sell-target-missing',
  'domain-checker/bundles-failed',
  'domain-checker/categories-failed',
  'domain-checker/domain-removed',
  'domain-checker/free-only-toggled',
  'domain-checker/more-requested',
  'migration/assistance-committed',
  'nav/history-requested',
  'profiles/billing-profile-chosen',
  'profiles/domain-profile-chosen',
  'profiles/required-fields-failed',
  'profiles/required-fields-requested',
  'profiles/step-submitted',
  'tutorial/disabling-cookie-set',
  'tutorial/recorded',
];

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
    const reachingNoModel = eventTypes.filter((type) => routedModels(type).length === 0);
    expect([...reachingNoModel].sort()).toEqual(NOT_FOLDED);
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

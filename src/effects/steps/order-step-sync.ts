/**
 * Carries out order-route.ts: after each burst of events (other effects append during the same
 * delivery, e.g. the stored user step restored on the cart's arrival) it compares the location
 * with the user step and appends `steps/user-step-set` or `nav/requested` (or, for a logged-in
 * customer leaving the cart step, the `cart/validate-requested` of the continue button, which
 * src/effects/cart/proceed.ts carries on from). The opening logic runs once each time the order view is
 * entered with a loaded cart, except after a failed quick order: that one shows recapitulation with
 * its message (spec §4, contract E38), though the steps it would have filled in are still empty.
 */
import { Subscription, asapScheduler, debounceTime, tap } from 'rxjs';
import type { EventType } from '../../../events/catalogue/index';
import { cartShape } from '../../../projections/cart/selectors';
import { currentLocation } from '../../../projections/nav/selectors';
import { stripLanguagePrefix } from '../../i18n/locales';
import type { EffectDeps } from '../runtime/deps';
import { foldedEvents } from '../runtime/folded-events';
import { ORDER_PATH } from '../../router/step-paths';
import { routeActions } from './order-route';

const stepTriggers: ReadonlySet<EventType> = new Set([
  'steps/user-step-set',
  'steps/next-requested',
  'steps/back-requested',
]);

export function orderStepSyncEffect({ log, config, scheduler }: EffectDeps): Subscription {
  let trigger: 'url' | 'step' = 'url';
  let opened = false;
  /** A quick order failed (not 401): the next opening keeps recapitulation (src/effects/cart/proceed.ts). */
  let quickOrderFailed = false;
  /** The location last asked for, until the location changes: never asked twice (no loop on a refused navigation). */
  let asked: string | null = null;
  return foldedEvents(log)
    .pipe(
      tap(({ event }) => {
        if (event.type === 'nav/changed') {
          trigger = 'url';
          asked = null;
        } else if (stepTriggers.has(event.type)) trigger = 'step';
        if (event.type === 'cart/command-failed' && event.payload.command === 'quick-order')
          quickOrderFailed = event.payload.error.status !== 401;
      }),
      debounceTime(0, scheduler ?? asapScheduler),
    )
    .subscribe(({ state }) => {
      const location = currentLocation(state);
      const path = stripLanguagePrefix(location.path, config.languages).rest;
      const onOrder = path === ORDER_PATH;
      if (!onOrder) opened = false;
      let opening = onOrder && !opened && cartShape(state) === 'filled';
      if (opening) {
        opened = true;
        if (quickOrderFailed) opening = false;
        quickOrderFailed = false;
      }
      for (const action of routeActions({ state, path, search: location.search, trigger, opening })) {
        if (action.kind === 'set-step') log.append('steps/user-step-set', { step: action.step });
        else if (action.kind === 'validate') log.append('cart/validate-requested', { next: action.next });
        else if (action.to !== asked) {
          asked = action.to;
          log.append('nav/requested', { to: action.to, replace: action.replace });
        }
      }
    });
}

/**
 * The optional-settings page offers the customer's domain profiles: when a logged-in customer is
 * on `/mandatory` and the domain profiles have not been asked for yet, they are loaded
 * (`profiles/load-requested`).
 */
import type { Subscription } from 'rxjs';
import { isLoggedIn } from '../../../projections/cart/selectors';
import { currentLocation } from '../../../projections/nav/selectors';
import { stripLanguagePrefix } from '../../i18n/locales';
import type { EffectDeps } from '../runtime/deps';
import { foldedOfType } from '../runtime/event-filters';
import { foldedEvents } from '../runtime/folded-events';

const OPTIONAL_PATH = /^\/mandatory(\/[^/]*)?$/;

export function optionalSettingsEffect({ log, config }: EffectDeps): Subscription {
  return foldedEvents(log)
    .pipe(foldedOfType('nav/changed', 'cart/received'))
    .subscribe(({ state }) => {
      const rest = stripLanguagePrefix(currentLocation(state).path, config.languages).rest;
      if (!OPTIONAL_PATH.test(rest) || !isLoggedIn(state) || state.profiles.domain.status !== 'idle') return;
      log.append('profiles/load-requested', { which: 'domain' });
    });
}

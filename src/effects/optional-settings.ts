/**
 * The optional-settings page offers the customer's domain profiles: when a logged-in customer is
 * on `/mandatory` and the domain profiles have not been asked for yet, they are loaded
 * (`profiles/load-requested`).
 */
import { Subscription, filter } from 'rxjs';
import { isLoggedIn } from '../../projections/selectors';
import { stripLanguagePrefix } from '../i18n/locales';
import type { EffectDeps } from './deps';
import { foldedEvents } from './folded-events';

export const OPTIONAL_PATH = /^\/mandatory(\/[^/]*)?$/;

export function optionalSettingsEffect({ log, config }: EffectDeps): Subscription {
  return foldedEvents(log)
    .pipe(filter(({ event }) => event.type === 'nav/changed' || event.type === 'cart/received'))
    .subscribe(({ state }) => {
      const rest = stripLanguagePrefix(state.nav.path, config.languages).rest;
      if (!OPTIONAL_PATH.test(rest) || !isLoggedIn(state) || state.profiles.domain.status !== 'idle') return;
      log.append('profiles/load-requested', { which: 'domain' });
    });
}

/**
 * "This is my domain" on the domain checker (spec §6 "Domain ownership needs login", contract
 * E42): without a login the answer is that a login is needed; logged in, the customer's domains
 * are read once (`GET /users/domains`, kept for the session, read again after a failure) and the
 * domain is theirs or not (`domain.current_user_is_not_the_owner`). A 401 means the session has
 * no login after all: the answer is that a login is needed, and the customer is sent to login
 * (back to the checker) as after any 401 (session-loss.ts).
 */
import { Subscription, concatMap, from } from 'rxjs';
import { loadedCart } from '../../../projections/cart/selectors';
import type { AppState } from '../../../projections/state';
import type { EffectDeps } from '../runtime/deps';
import { ofType } from '../runtime/event-filters';
import { foldedEvents, foldedState } from '../runtime/folded-events';
import { loginIfUnauthorized } from '../session-loss';

export function domainCheckerOwnershipEffect({ log, api }: EffectDeps): Subscription {
  const subscription = new Subscription();
  const customerOf = (state: AppState) => loadedCart(state)?.user?.id ?? null;
  let customer = customerOf(foldedState(log));
  /** The customer's domains, once read; forgotten when the cart's customer changes. */
  let owned: string[] | null = null;

  subscription.add(
    foldedEvents(log).subscribe(({ state }) => {
      const next = customerOf(state);
      if (next !== customer) owned = null;
      customer = next;
    }),
  );

  const answer = async (domain: string): Promise<void> => {
    if (customer === null) {
      log.append('domain-checker/my-domain-answered', { domain, outcome: 'login-needed' });
      return;
    }
    if (owned === null) {
      const result = await api.getUserDomains();
      if (!result.ok) {
        if (result.error.status === 401) {
          log.append('domain-checker/my-domain-answered', { domain, outcome: 'login-needed' });
          loginIfUnauthorized(log, result.error);
        } else log.append('domain-checker/my-domain-failed', { domain, error: result.error });
        return;
      }
      owned = result.value.domains;
    }
    const outcome = owned.includes(domain) ? 'owner' : 'not-owner';
    log.append('domain-checker/my-domain-answered', { domain, outcome });
  };

  subscription.add(
    log.events$
      .pipe(
        ofType('domain-checker/my-domain-requested'),
        concatMap((e) => from(answer(e.payload.domain))),
      )
      .subscribe(),
  );
  return subscription;
}

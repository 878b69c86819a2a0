/**
 * Loads the customer's saved profiles when asked (`profiles/load-requested`): billing profiles
 * (E28) and/or domain profiles (E31), each answered by a received or a failed fact. A failed load
 * keeps the list the profiles model had (projections/profiles/model.ts); a 401 (both are `auth: user`)
 * also sends the customer to login, as in the cart queue (session-loss.ts). A list whose load is
 * still on its way is not asked for again: its reply answers every request made meanwhile (two
 * views that mount together asked twice, and a re-run counted the second call as a difference).
 * Before that, requests for a list are debounced (spec §9 "profile list refresh 300 ms"): a list
 * is asked for once its requests have been quiet for 300 ms, so a burst makes one call.
 */
import { Subscription, asyncScheduler, debounceTime, from, groupBy, mergeMap } from 'rxjs';
import type { AppError } from '../../../events/app-error';
import type { EffectDeps } from '../runtime/deps';
import { ofType } from '../runtime/event-filters';
import { loginIfUnauthorized } from '../session-loss';

/** Spec §9: the profile lists are refreshed after 300 ms without another request. */
export const PROFILE_LIST_REFRESH_DEBOUNCE_MS = 300;

export function profilesLoadEffect({ log, api, scheduler }: EffectDeps): Subscription {
  const onTheWay = new Set<'billing' | 'domain'>();
  function failed(which: 'billing' | 'domain', error: AppError): void {
    log.append('profiles/load-failed', { which, error });
    loginIfUnauthorized(log, error);
  }
  async function load(which: 'billing' | 'domain'): Promise<void> {
    if (onTheWay.has(which)) return;
    onTheWay.add(which);
    try {
      await fetchList(which);
    } finally {
      onTheWay.delete(which);
    }
  }
  async function fetchList(which: 'billing' | 'domain'): Promise<void> {
    if (which === 'billing') {
      const result = await api.getBillingProfiles();
      if (result.ok) log.append('profiles/billing-received', { profiles: result.value });
      else failed(which, result.error);
      return;
    }
    const result = await api.getDomainProfiles();
    if (result.ok) log.append('profiles/domain-received', { profiles: result.value });
    else failed(which, result.error);
  }
  return log.events$
    .pipe(
      ofType('profiles/load-requested'),
      mergeMap((e) => (e.payload.which === 'both' ? (['billing', 'domain'] as const) : [e.payload.which])),
      groupBy((which) => which),
      mergeMap((requests$) =>
        requests$.pipe(debounceTime(PROFILE_LIST_REFRESH_DEBOUNCE_MS, scheduler ?? asyncScheduler)),
      ),
      mergeMap((which) => from(load(which))),
    )
    .subscribe();
}

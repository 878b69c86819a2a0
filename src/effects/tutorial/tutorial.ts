/**
 * The hosting tutorial's side effects (spec §2, §7; contract E24, E44; docs/decisions/012).
 * Showing: after a cart reply with exactly one domain item, unless the `test` cookie says test or
 * the do-not-show cookie is set, unless this cart uuid was already shown (local storage), the
 * products are fetched once (`GET /hosting-tutorial`) and, if the flow has anything to offer and
 * the cart still qualifies, `tutorial/shown` is appended. Adding hands the request to the cart
 * queue. Ending records the outcome (`PATCH /cart/hosting-tutorial-record`), and a skip with
 * "do not show again" sets the 30-day cookie first; a record answered with a lost cart
 * (`cart.not_found`, `cart.not_prepared`) resets the cart as the queue does (session-loss.ts).
 */
import { Subscription, concatMap, exhaustMap, filter, from, map } from 'rxjs';
import type { HostingTutorialProduct } from '../../../events/contract/offers';
import type { AppEvent } from '../../../events/envelope';
import { flowAvailable, tutorialCandidate, type TutorialCandidate } from '../../../projections/tutorial/show';
import { loadedCart } from '../../../projections/cart/selectors';
import type { EffectDeps } from '../runtime/deps';
import { ofType } from '../runtime/event-filters';
import { foldedState } from '../runtime/folded-events';
import { resetIfCartLost } from '../session-loss';
import { readStored, writeStored } from '../../shared/stored-json';

export const TUTORIAL_SHOWN_KEY = 'checkout.tutorialShownFor';
export const TUTORIAL_COOKIE = 'hosting_tutorial_disabled';
const TUTORIAL_COOKIE_DAYS = 30;

type TutorialRecord = { noHostingSelected: boolean; skipped: boolean };

function recordFor(event: AppEvent): { record: TutorialRecord; doNotShowAgain: boolean } | null {
  switch (event.type) {
    case 'tutorial/skip-confirmed':
      return {
        record: { noHostingSelected: true, skipped: true },
        doNotShowAgain: event.payload.doNotShowAgain,
      };
    case 'tutorial/no-hosting-chosen':
      return { record: { noHostingSelected: true, skipped: false }, doNotShowAgain: false };
    case 'tutorial/finished':
      return { record: { noHostingSelected: false, skipped: false }, doNotShowAgain: false };
    default:
      return null;
  }
}

export function tutorialEffect(deps: EffectDeps): Subscription {
  const subscription = new Subscription();
  subscription.add(showEffect(deps));
  subscription.add(
    deps.log.events$.pipe(ofType('tutorial/add-requested')).subscribe((event) => {
      deps.log.append('cart/item-add-requested', { request: event.payload.request });
    }),
  );
  subscription.add(recordEffect(deps));
  return subscription;
}

function showEffect({ log, api, storage, cookies }: EffectDeps): Subscription {
  let products: Promise<HostingTutorialProduct[] | null> | null = null;
  let disabledReported = false;
  const disabled = (): boolean => {
    const testing = cookies?.get('test') === 'test';
    const optedOut = (cookies?.get(TUTORIAL_COOKIE) ?? null) !== null;
    const reason = testing ? 'test-cookie' : optedOut ? 'disabling-cookie' : null;
    if (reason !== null && !disabledReported) log.append('tutorial/disabled', { reason });
    disabledReported ||= reason !== null;
    return reason !== null;
  };
  const loadProducts = () =>
    (products ??= api.getHostingTutorial().then((result) => {
      if (result.ok) log.append('tutorial/products-received', { products: result.value });
      else log.append('tutorial/products-failed', { error: result.error });
      return result.ok ? result.value : null;
    }));
  /** The cart may have changed while the products loaded: it must still be the same candidate. */
  const stillCandidate = (c: TutorialCandidate) => {
    const latest = loadedCart(foldedState(log));
    const now = latest ? tutorialCandidate(latest) : null;
    return now !== null && now.cartUuid === c.cartUuid && now.itemId === c.itemId;
  };
  return log.events$
    .pipe(
      ofType('cart/received'),
      map((event) => tutorialCandidate(event.payload.cart)),
      filter((c): c is TutorialCandidate => c !== null),
      filter((c) => readStored(storage, TUTORIAL_SHOWN_KEY) !== c.cartUuid && !disabled()),
      exhaustMap((c) => from(loadProducts()).pipe(map((list) => ({ c, list })))),
    )
    .subscribe(({ c, list }) => {
      if (!list || !flowAvailable(c.flow, list) || !stillCandidate(c)) return;
      if (readStored(storage, TUTORIAL_SHOWN_KEY) === c.cartUuid) return;
      writeStored(storage, TUTORIAL_SHOWN_KEY, c.cartUuid);
      log.append('tutorial/shown', c);
    });
}

function recordEffect({ log, api, cookies }: EffectDeps): Subscription {
  return log.events$
    .pipe(
      map(recordFor),
      filter((r) => r !== null),
      concatMap(({ record, doNotShowAgain }) => {
        if (doNotShowAgain && cookies) {
          cookies.set(TUTORIAL_COOKIE, '1', TUTORIAL_COOKIE_DAYS);
          log.append('tutorial/disabling-cookie-set', { days: TUTORIAL_COOKIE_DAYS });
        }
        return from(api.recordHostingTutorial(record)).pipe(
          map((result) => {
            if (!result.ok && resetIfCartLost(log, result.error)) return;
            log.append('tutorial/recorded', { ...record, ok: result.ok });
          }),
        );
      }),
    )
    .subscribe();
}

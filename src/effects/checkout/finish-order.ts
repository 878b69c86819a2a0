/**
 * Finish order (spec §4, contract §7): at most one checkout a second (`throttleTime(1000)`), and none
 * while one runs. A click first goes to a step being edited, then to the first incomplete step,
 * then asks for the consents; otherwise it calls E37 with the thank-you URLs and carries out the
 * outcome: the gateway redirect, the thank-you page (transfer details kept in local storage),
 * polling a payment being processed, or the order view / cart / login / thank-you exception for
 * a failure. Nothing here clears the cart: a failed payment leaves it as it was. Once a 200 reply
 * says the order exists, the provider has closed the cart (contract §1.2, E37), so the cart is
 * loaded again and the header shows the customer's new one (decision 024). A reply that is lost (a
 * network failure, a timeout, a gateway's 502/503/504/520–524 without the provider's error body),
 * is not a checkout reply or says the cart is gone makes the outcome unknown (decision 039,
 * outcome.ts `isUnknownOrderOutcome`): the customer is told to check their e-mail, Finish is not
 * offered, and the cart is read again; the first cart asked for after that settles it (another
 * cart: the order exists, and the customer is told it was received; the same cart: it was not
 * created).
 */
import { EMPTY, Subscription, exhaustMap, from, throttleTime } from 'rxjs';
import { match } from 'ts-pattern';
import type { AppError } from '../../../events/app-error';
import type { StepName } from '../../../events/contract/scalars';
import { finishDecision } from '../../../projections/checkout/selectors';
import { loadedCart } from '../../../projections/cart/selectors';
import { stepWithIssues } from '../../../projections/steps/selectors';
import { initialState, type AppState } from '../../../projections/state';
import { stepPath } from '../../router/step-paths';
import type { EffectDeps, EffectLog } from '../runtime/deps';
import {
  failureOutcome,
  isUnknownOrderOutcome,
  replyOutcome,
  thankYouPath,
  thankYouUrl,
  type ReplyOutcome,
} from './outcome';
import { foldedOfType } from '../runtime/event-filters';
import { appendFlash } from '../flash';
import { foldedEvents } from '../runtime/folded-events';
import { navigationTarget } from '../nav/allowed-navigation';
import { loginIfUnauthorized, resetIfCartLost } from '../session-loss';
import { TRANSFER_DATA_KEY } from '../steps/user-step-storage';
import { writeStored } from '../../shared/stored-json';

const FINISH_THROTTLE_MS = 1000;

export function finishOrderEffect(deps: EffectDeps): Subscription {
  const subscription = new Subscription();
  let latest: AppState = initialState;
  const folded$ = foldedEvents(deps.log);
  subscription.add(folded$.subscribe(({ state }) => (latest = state)));
  subscription.add(
    folded$
      .pipe(
        foldedOfType('checkout/finish-requested'),
        throttleTime(FINISH_THROTTLE_MS, deps.scheduler, { leading: true, trailing: false }),
        exhaustMap(({ event, state }) => from(finish(deps, state, `checkout-${event.seq}`, () => latest))),
      )
      .subscribe(),
  );
  subscription.add(folded$.pipe(foldedOfType('cart/received')).subscribe(({ state }) => settle(deps, state)));
  // "Try again" after polling met a timeout or the network (issue 22): poll where it polled.
  subscription.add(
    folded$
      .pipe(
        foldedOfType('checkout/polling-retry-requested'),
        exhaustMap(({ state }) => {
          const pollUrl = state.checkout.pollRetry;
          return pollUrl === null ? EMPTY : from(poll(deps, pollUrl));
        }),
      )
      .subscribe(),
  );
  return subscription;
}

/**
 * After an unknown outcome, the first cart that a load or change asked for after it tells whether
 * the order exists: the provider closes the cart of a created order (contract §1.2), so another
 * cart means created and the same cart means not created (then Finish is offered again).
 */
function settle({ log }: EffectDeps, state: AppState): void {
  const status = state.checkout.status;
  if (status.status !== 'unknown') return;
  const answered = state.cartCommands.lastSettled;
  const cart = loadedCart(state);
  if (answered === null || answered.seq <= status.since || cart === null) return;
  log.append('checkout/outcome-settled', {
    order: cart.uuid === status.cartUuid ? 'not-created' : 'created',
  });
}

async function finish(
  deps: EffectDeps,
  state: AppState,
  commandId: string,
  now: () => AppState,
): Promise<void> {
  const { log } = deps;
  // Exhaustive: a new kind of decision fails the typecheck until it is handled here.
  await match(finishDecision(state))
    .with({ kind: 'busy' }, () => undefined)
    .with({ kind: 'editing' }, ({ step }) => {
      log.append('checkout/blocked', { reason: 'editing', step });
    })
    .with({ kind: 'steps-incomplete' }, ({ step }) => {
      log.append('checkout/blocked', { reason: 'steps-incomplete', step });
      goToStep(log, step);
    })
    .with({ kind: 'consents' }, ({ missing }) => {
      log.append('checkout/blocked', { reason: 'consents', missing });
    })
    .with({ kind: 'checkout' }, () => checkout(deps, state, commandId, now))
    .exhaustive();
}

async function checkout(
  deps: EffectDeps,
  state: AppState,
  commandId: string,
  now: () => AppState,
): Promise<void> {
  const { log, api, browser, languagePrefix } = deps;
  log.append('checkout/started', { commandId });
  const origin = browser.origin();
  const prefix = languagePrefix();
  const result = await api.checkout({
    redirectAfterCancel: thankYouUrl(origin, prefix, 'cancel'),
    redirectAfterPaySuccess: thankYouUrl(origin, prefix, 'success'),
    redirectAfterPayFailure: thankYouUrl(origin, prefix, 'fail'),
    termsAndConditionsConsent: state.checkout.consents.terms,
    thirdPartyConsent: state.checkout.consents.thirdParty,
  });
  appendFlash(log, result.flash);
  if (result.ok) await carryOut(deps, replyOutcome(result.value, deps.config.apiUrl), result.value.invoiceId);
  else if (isUnknownOrderOutcome(result.error)) unknownOutcome(log, state, result.error);
  else failed(deps, result.error, now);
}

/**
 * The order may exist: say so, keep Finish away and read the cart, which settles it (`settle`). A
 * lost cart is reset as every call's is (contract §1.6, decision 013); the reset's load settles it.
 */
function unknownOutcome(log: EffectLog, state: AppState, error: AppError): void {
  log.append('checkout/outcome-unknown', { error, cartUuid: loadedCart(state)?.uuid ?? null });
  if (!resetIfCartLost(log, error)) log.append('cart/load-requested', { reason: 'order-unknown' });
}

async function carryOut(
  deps: EffectDeps,
  outcome: ReplyOutcome,
  invoiceId: string | undefined,
): Promise<void> {
  const { log } = deps;
  const id = invoiceId ? { invoiceId } : {};
  await match(outcome)
    .with({ kind: 'redirect' }, ({ url }) => {
      leave(deps, url, 'payment-gateway');
    })
    .with({ kind: 'thank-you' }, ({ transfer, messageKey }) => {
      // Kept for a reload of the thank-you page; the outcome never waits on (or fails with) the write.
      if (transfer) writeStored(deps.storage, TRANSFER_DATA_KEY, JSON.stringify(transfer));
      log.append('checkout/completed', { messageKey, ...id, ...(transfer ? { transfer } : {}) });
      log.append('nav/requested', { to: thankYouPath(messageKey) });
      loadNewCart(log);
    })
    .with({ kind: 'processing' }, async ({ pollUrl }) => {
      log.append('checkout/completed', { messageKey: 'processing', ...id });
      log.append('nav/requested', { to: thankYouPath('processing') });
      loadNewCart(log);
      if (pollUrl !== null) await poll(deps, pollUrl);
    })
    .exhaustive();
}

/** Contract §1.9: poll until done, then follow `redirectTo`; a refused or missing target means success. */
async function poll(deps: EffectDeps, pollUrl: string): Promise<void> {
  const { log, api } = deps;
  log.append('checkout/polling-started', { pollUrl });
  const result = await api.poll(pollUrl);
  appendFlash(log, result.flash);
  if (!result.ok) {
    log.append('checkout/polling-failed', { error: result.error, pollUrl });
    return;
  }
  if (!leave(deps, result.value.redirectTo, 'payment-processed')) {
    log.append('checkout/completed', { messageKey: 'success' });
    log.append('nav/requested', { to: thankYouPath('success') });
  }
}

/**
 * Full-page navigation where the navigation rule allows it (decision 040); a refused gateway URL
 * (`nav/redirect-refused`, said and reported) ends on the thank-you `fail` page.
 */
function leave(deps: EffectDeps, url: string, reason: 'payment-gateway' | 'payment-processed'): boolean {
  const { log, browser } = deps;
  const target = navigationTarget(deps, url, reason);
  if (target === null) {
    if (reason === 'payment-gateway') {
      log.append('checkout/completed', { messageKey: 'fail' });
      log.append('nav/requested', { to: thankYouPath('fail') });
      loadNewCart(log);
    }
    return false;
  }
  if (reason === 'payment-gateway') log.append('checkout/gateway-redirected', { url: target });
  log.append('nav/left-app', { url: target, reason });
  browser.assign(target);
  return true;
}

function failed(deps: EffectDeps, error: AppError, now: () => AppState): void {
  const { log } = deps;
  const outcome = failureOutcome(error);
  if (outcome.kind === 'exception') {
    log.append('checkout/completed', { messageKey: 'exception', exception: outcome.key });
    log.append('nav/requested', { to: thankYouPath('exception', outcome.key) });
    return;
  }
  log.append('checkout/failed', { error });
  match(outcome)
    .with({ kind: 'login' }, () => loginIfUnauthorized(log, error))
    .with({ kind: 'reset' }, () => resetIfCartLost(log, error))
    .with({ kind: 'cart' }, () => goToStep(log, 'cart'))
    .with({ kind: 'order' }, () => goToStep(log, stepWithIssues(now())))
    .exhaustive();
}

/** The order exists, so its cart is closed: `GET /cart` gives the customer's new one (src/effects/cart/load.ts). */
function loadNewCart(log: EffectLog): void {
  log.append('cart/load-requested', { reason: 'order-created' });
}

function goToStep(log: EffectLog, step: StepName): void {
  log.append('steps/user-step-set', { step });
  log.append('nav/requested', { to: stepPath(step) });
}

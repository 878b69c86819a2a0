/**
 * Error reporting (spec §8: "on outside development and test, sample 1% sessions, 100% on error"):
 * sends the page session's recording to the provider's reporting service, on hide for 1% of
 * sessions and after an error for every session that hits one. When it is on, what counts as an
 * error, bursts and the cap, what is sent and why a report never causes another:
 * docs/decisions/017-error-reporting.md. The customer's personal data is pseudonymised in it
 * (decision 037). While it is on, the page's real-user figures (LCP, INP, CLS) are appended to the
 * log as they change, so a report shows what the customer's device saw (decision 071). With
 * `sentryDsn`, each report also goes to a Sentry-compatible tracker as an envelope: an event that
 * names the failure, the session attached (decision 082, src/effects/app/sentry-report.ts).
 */
import { match } from 'ts-pattern';
import { Subscription, asyncScheduler, filter } from 'rxjs';
import type { AppEvent, EventOf } from '../../../events/envelope';
import { pseudonymiseSession } from '../../../events/pseudonymise';
import { newSalt, pseudonymiser } from '../../../events/pseudonyms';
import { createSessionFile, serializeSession } from '../../../events/session-file';
import { messageKeys } from '../../api/message-keys';
import type { EffectDeps } from '../runtime/deps';
import { isCartLost } from '../session-loss';
import { foldedState } from '../runtime/folded-events';
import { currentLocation } from '../../../projections/nav/selectors';
import { newEventId } from './sentry-envelope';
import { sentryReporter } from './sentry-report';

/** Share of page sessions whose recording is sent on hide even without an error (spec §8: 1%). */
export const REPORT_SAMPLE_RATE = 0.01;
/** Errors within this many ms of the first one of a burst go in one report, sent at its end. */
export const REPORT_COALESCE_MS = 2000;
/** At most this many reports leave one page session, whatever happens in it. */
export const MAX_REPORTS_PER_SESSION = 5;
/** At most this many real-user figures go into the log of one page load (each change is one). */
const MAX_WEB_VITALS = 30;
/** At most this many errors of a page session are remembered to name a tracker's event. */
const MAX_NAMED_ERRORS = 50;
/** Build modes that report; development and test builds never do. */
const REPORTING_MODES: readonly string[] = ['staging', 'production'];

type ReportReason = 'error' | 'sampled';

/** Failures of an API call the app does not expect (decision 017): a broken reply or a server fault. */
const UNEXPECTED_CLIENT_KEYS: readonly string[] = [messageKeys.unexpected, messageKeys.cartValueMissing];

function isUnexpectedApiFailure({ payload: { error } }: EventOf<'api/failed'>): boolean {
  // Exhaustive over the failure kinds: a new kind fails the typecheck until it is classified here.
  // A timeout (decision 038) counts: the provider was slow, or an order's outcome became unknown.
  return match(error.kind)
    .with('schema', 'parse', 'timeout', () => true)
    .with('http', () => error.status !== null && error.status >= 500 && error.status !== 503)
    .with('client', () => UNEXPECTED_CLIENT_KEYS.includes(error.messageKey))
    .with('network', 'abort', () => false)
    .exhaustive();
}

/** The events that make a session "hit an error" (decision 017 lists them and why). */
export function isReportableError(event: AppEvent): boolean {
  switch (event.type) {
    case 'app/crashed':
    case 'app/translation-missing':
    case 'cart-items/licence-prices-failed':
    case 'nav/failed':
    case 'nav/redirect-refused':
      return true;
    case 'api/failed':
      return isUnexpectedApiFailure(event);
    // The provider keeps losing the cart: past the resets' bound, or right after a reset (issue 22).
    case 'cart/reset-refused':
    // An order whose outcome the app could not learn (decision 039).
    case 'checkout/outcome-unknown':
    // A sign-up, a new profile or an upload whose reply was lost (decision 076).
    case 'signup/outcome-unknown':
    case 'profiles/create-outcome-unknown':
    case 'migration/upload-outcome-unknown':
    // The provider answers 401 after every login: the app stopped going back (issue 30, decision 078).
    case 'ui/login-bounce-stopped':
      return true;
    case 'cart/command-failed':
      return event.payload.command === 'load' && isCartLost(event.payload.error);
    default:
      return false;
  }
}

/** The report URL: the configured one with why it was sent and its number in the session. */
function reportUrl(base: string, reason: ReportReason, n: number, id: string | null): string {
  const query = `reason=${reason}&report=${n}${id ? `&id=${id}` : ''}`;
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

export function errorReportingEffect(deps: EffectDeps): Subscription {
  const { log, config, errorReport: port, scheduler = asyncScheduler } = deps;
  const subscription = new Subscription();
  const url = config.errorReportingUrl;
  const booted = foldedState(log).session.boot;
  if (!port || booted.status !== 'booted' || !REPORTING_MODES.includes(booted.mode)) return subscription;
  const tracker = sentryReporter({
    config,
    port,
    scheduler,
    release: booted.buildId,
    environment: booted.mode,
  });
  if (!url && !tracker) return subscription;

  const stand = deps.pseudonymiser ?? pseudonymiser(newSalt());
  const sampled = port.random() < REPORT_SAMPLE_RATE;
  log.append('app/error-reporting-started', { sampled });
  let errorSeen = false;
  let sent = 0;
  let sentAtSize = -1;
  let burst: Subscription | null = null;
  /** The errors seen, and how many of them earlier reports named (the tracker's event names the next). */
  const errors: number[] = [];
  let named = 0;

  const report = (reason: ReportReason) => {
    if (sent >= MAX_REPORTS_PER_SESSION || log.size === sentAtSize) return;
    // A tracker that asked for silence, and nowhere else to send: the report waits (decision 082).
    if (!url && tracker && !tracker.mayReport()) return;
    sent += 1;
    try {
      const file = createSessionFile({
        exportedAt: new Date(scheduler.now()).toISOString(),
        buildId: booted.buildId,
        company: config.company,
        config,
        // The report is the session itself: every event, of every page load the tab recorded.
        events: [...(log.recording?.() ?? log.all())],
      });
      // Who the customer is never leaves the browser: names, addresses, contacts… get stand-ins.
      const session = pseudonymiseSession(file, stand);
      const eventId = tracker ? newEventId() : null;
      if (url) port.send(reportUrl(url, reason, sent, eventId), serializeSession(session));
      if (tracker && eventId) {
        const fresh = errors.slice(named);
        const state = foldedState(log);
        tracker.report({
          eventId,
          reason,
          report: sent,
          session,
          errorSeqs: fresh.length > 0 ? fresh : errors,
          errorReportingUrl: url,
          locale: state.session.locale,
          search: currentLocation(state).search,
        });
        named = errors.length;
      }
      log.append('app/error-report-sent', { reason, report: sent });
    } catch {
      // Reporting must never break the app nor report itself: a report that fails is dropped.
    }
    // The report's own fact is not news: only later events make the next hide send again.
    sentAtSize = log.size;
  };
  const endBurst = () => {
    burst?.unsubscribe();
    burst = null;
    report('error');
  };
  const onError = (event: AppEvent) => {
    errorSeen = true;
    if (errors.length < MAX_NAMED_ERRORS) errors.push(event.seq);
    if (burst || sent >= MAX_REPORTS_PER_SESSION) return;
    burst = scheduler.schedule(endBurst, REPORT_COALESCE_MS);
  };
  const onHidden = () => {
    if (burst) endBurst();
    else if (errorSeen) report('error');
    else if (sampled) report('sampled');
  };

  // The page's real-user figures go into the log, so every report carries them (issue 24).
  const lastVital = new Map<string, number>();
  let vitals = 0;
  const stopVitals = port.onWebVital?.(({ name, value, rating }) => {
    if (vitals >= MAX_WEB_VITALS || lastVital.get(name) === value) return;
    vitals += 1;
    lastVital.set(name, value);
    log.append('app/web-vital-measured', { name, value, rating });
  });
  if (stopVitals) subscription.add(stopVitals);
  // An error before the start is asked of the events themselves: no read model keeps every one.
  for (const event of log.all().filter(isReportableError)) onError(event);
  subscription.add(log.events$.pipe(filter(isReportableError)).subscribe(onError));
  const stopHidden = port.onPageHidden(onHidden);
  subscription.add(() => {
    stopHidden();
    burst?.unsubscribe();
  });
  return subscription;
}

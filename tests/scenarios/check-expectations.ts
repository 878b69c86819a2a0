/**
 * Compares what a scenario expects with what its run produced: the thank-you page reached, the
 * messages at their display paths, parts of the folded state (all three of the last page session),
 * the API calls made and the facts logged (over every page session), where each later page session
 * landed, and the address forms as the app's rules judge them (form-expectations.ts). Returns one
 * readable line per mismatch (empty when the scenario holds), so a failure says everything that
 * went wrong at once.
 */
import type { AppEvent } from '../../events/envelope';
import type { ExpectedEvent, ExpectedState, Scenario } from '../../fixtures/scenarios/format';
import { GENERAL } from '../../projections/messages/routing';
import { isLoggedIn, loadedCart } from '../../projections/cart/selectors';
import { messagesAt } from '../../projections/messages/selectors';
import type { AppState } from '../../projections/state';
import { checkForms } from './form-expectations';
import type { ScenarioRun } from './run-scenario';

/** The thank-you page the session ended on: a finished checkout, else the last navigation to it. */
export function thankYouReached(events: readonly AppEvent[], state: AppState): string | null {
  const status = state.checkout.status;
  if (status.status === 'done') return status.messageKey;
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i];
    const to =
      event?.type === 'nav/requested'
        ? event.payload.to
        : event?.type === 'nav/left-app'
          ? event.payload.url
          : null;
    if (to === null) continue;
    const url = new URL(to, 'https://app.invalid');
    if (url.pathname.endsWith('/thank-you')) return url.searchParams.get('messageKey');
  }
  return null;
}

/**
 * A message is shown at its path, or at `general` carrying that path as its origin: headless, no
 * view subscribes to a path, so the messages model falls back to `general` (spec §4 "Messages").
 */
function shownAt(state: AppState, path: string, key: string): boolean {
  if (messagesAt(state, path).some((m) => m.translationKey === key)) return true;
  return messagesAt(state, GENERAL).some((m) => m.translationKey === key && m.originalPath === path);
}

/** The first entry of `wanted` not found in `actual` after the previous one, or null. */
function missingInOrder<A, W>(
  actual: readonly A[],
  wanted: readonly W[],
  matches: (a: A, w: W) => boolean,
): W | null {
  let from = 0;
  for (const entry of wanted) {
    const found = actual.findIndex((a, i) => i >= from && matches(a, entry));
    if (found === -1) return entry;
    from = found + 1;
  }
  return null;
}

/** `actual` contains `wanted`: objects key by key (recursively), anything else equal as JSON. */
export function contains(actual: unknown, wanted: unknown): boolean {
  if (wanted !== null && typeof wanted === 'object' && !Array.isArray(wanted)) {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    const record = actual as Record<string, unknown>;
    return Object.entries(wanted).every(([key, value]) => contains(record[key], value));
  }
  return JSON.stringify(actual) === JSON.stringify(wanted);
}

function eventMatches(event: AppEvent, wanted: ExpectedEvent): boolean {
  if (typeof wanted === 'string') return event.type === wanted;
  return event.type === wanted.type && contains(event.payload, wanted.includes ?? {});
}

function apiCallsOf(events: readonly AppEvent[]): string[] {
  return events.flatMap((e) =>
    e.type === 'api/requested' ? [`${e.payload.method} ${e.payload.pathTemplate}`] : [],
  );
}

/** The parts of the state an `ExpectedState` can name, read from the folded state. */
function observedState(events: readonly AppEvent[], state: AppState): Required<ExpectedState> {
  const cart = loadedCart(state);
  const left = [...events].reverse().find((e) => e.type === 'nav/left-app');
  return {
    cartLoad: state.cart.load.status,
    cartItems: cart?.items.length ?? 0,
    itemCodes: cart?.items.map((i) => i.code) ?? [],
    periods: cart?.items.map((i) => i.period) ?? [],
    coupons: cart?.summary.coupons.map((c) => c.code) ?? [],
    currency: cart?.summary.currency.name ?? '',
    userStep: state.steps.userStep,
    loggedIn: isLoggedIn(state),
    paymentGroup: cart?.paymentOption?.groupId ?? null,
    checkout: state.checkout.status.status,
    leftApp: left?.type === 'nav/left-app' ? left.payload.reason : null,
    transferQr: (state.checkout.transfer?.qrCode ?? null) !== null,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function checkExpectations(scenario: Scenario, run: ScenarioRun): string[] {
  const { expected } = scenario;
  const { events, state } = run;
  const problems = [...run.problems];
  const thankYou = thankYouReached(events, state);
  if (thankYou !== expected.thankYouKey) {
    problems.push(`thank-you page: expected ${expected.thankYouKey ?? 'none'}, got ${thankYou ?? 'none'}`);
  }
  for (const { path, translationKey } of expected.messages) {
    if (!shownAt(state, path, translationKey)) {
      problems.push(
        `message ${translationKey} not shown at ${path}; shown: ${JSON.stringify(shownMessages(state))}`,
      );
    }
  }
  const observed = observedState(events, state);
  for (const [key, want] of Object.entries(expected.state ?? {})) {
    const got = observed[key as keyof ExpectedState];
    if (want !== undefined && !same(got, want))
      problems.push(`state.${key}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  }
  const everyEvent = run.pages.flatMap((page) => page.events);
  const missingCall = missingInOrder(apiCallsOf(everyEvent), expected.apiCalls ?? [], (a, w) => a === w);
  if (missingCall !== null) problems.push(`API call ${missingCall} not made (in the expected order)`);
  const missingEvent = missingInOrder(everyEvent, expected.events ?? [], eventMatches);
  if (missingEvent !== null) {
    problems.push(`event ${JSON.stringify(missingEvent)} not logged (in the expected order)`);
  }
  for (const [index, want] of (expected.pages ?? []).entries())
    problems.push(...pageProblems(run, index, want));
  problems.push(...checkForms(expected.forms ?? [], state, run.config));
  return problems;
}

type ExpectedPage = NonNullable<Scenario['expected']['pages']>[number];

/** A later page session: the URL the page before left with, and where the new one opened. */
function pageProblems(run: ScenarioRun, index: number, want: ExpectedPage): string[] {
  const problems: string[] = [];
  const before = run.pages[index];
  const page = run.pages[index + 1];
  const name = `page ${index + 2}`;
  const left = before ? [...before.events].reverse().find((e) => e.type === 'nav/left-app') : undefined;
  const url = left?.type === 'nav/left-app' ? new URL(left.payload.url) : null;
  for (const [param, value] of Object.entries(want.leftWith ?? {})) {
    const got = url?.searchParams.get(param) ?? null;
    if (got !== value)
      problems.push(`${name}: the app left with ${param}=${got ?? '(none)'}, expected ${value}`);
  }
  if (page?.landedAt !== want.landedAt)
    problems.push(`${name}: expected to open at ${want.landedAt}, got ${page?.landedAt ?? 'no page'}`);
  return problems;
}

function shownMessages(state: AppState): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(state.messages.byPath).map(([path, list]) => [
      path,
      list.map((m) => (m.originalPath ? `${m.translationKey} (for ${m.originalPath})` : m.translationKey)),
    ]),
  );
}

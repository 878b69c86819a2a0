/**
 * How a scenario's expectations are read: payload parts match recursively, messages count at
 * their path or at `general` carrying that path, calls and events must come in order, and every
 * mismatch is reported at once.
 */
import { describe, expect, it } from 'vitest';
import { AppConfig } from '../../events/contract/app-config';
import type { AppEvent } from '../../events/envelope';
import { appConfigFor } from '../../fixtures/companies';
import type { Scenario } from '../../fixtures/scenarios/format';
import { foldAll } from '../../projections/fold';
import { checkExpectations, contains, thankYouReached } from './check-expectations';
import type { ScenarioRun } from './run-scenario';
import { PROVIDER_URLS } from '../support/provider-harness';

const event = (seq: number, type: string, payload: unknown) =>
  ({ seq, at: seq, type, payload, v: 1 }) as AppEvent;

const run = (events: AppEvent[]): ScenarioRun => {
  const state = foldAll(events);
  const config = AppConfig.parse(appConfigFor('sk-ws', PROVIDER_URLS));
  return {
    events,
    state,
    assigned: [],
    pages: [{ landedAt: '/checkout', events, state, assigned: [] }],
    config,
    problems: [],
  };
};

const scenario = (expected: Partial<Scenario['expected']>): Scenario =>
  ({ company: 'sk-ws', expected: { thankYouKey: null, messages: [], ...expected } }) as Scenario;

const error = {
  kind: 'http',
  status: 422,
  messageKey: 'validation.coupon.not_found',
  key: null,
  violations: [],
};

describe('scenario expectations', () => {
  it('match payload parts recursively and arrays exactly', () => {
    expect(contains({ a: { b: 1, c: 2 }, d: [1, 2] }, { a: { b: 1 } })).toBe(true);
    expect(contains({ a: { b: 1 } }, { a: { b: 2 } })).toBe(false);
    expect(contains({ d: [1, 2] }, { d: [1] })).toBe(false);
  });

  it('count a message shown at general for a path no view shows as shown at that path', () => {
    const events = [event(0, 'cart/command-failed', { command: 'add-coupon', commandId: 'cmd-1', error })];
    const expected = { messages: [{ path: 'discount', translationKey: 'validation.coupon.not_found' }] };
    expect(checkExpectations(scenario(expected), run(events))).toEqual([]);
  });

  it('read the thank-you page from the last navigation to it, in the app or out of it', () => {
    const events = [
      event(0, 'nav/requested', { to: '/thank-you?messageKey=exception&exception=x' }),
      event(1, 'nav/left-app', {
        url: 'https://shop.test/en/thank-you?messageKey=success',
        reason: 'payment-gateway',
      }),
    ];
    expect(thankYouReached(events, foldAll(events))).toBe('success');
  });

  it('report every mismatch: thank-you page, missing message, calls and events out of order', () => {
    const events = [
      event(0, 'api/requested', {
        requestId: 'r1',
        method: 'GET',
        url: '/cart',
        pathTemplate: '/cart',
        headers: {},
        body: null,
      }),
      event(1, 'cart/reset', { reason: 'cart.not_found' }),
    ];
    const problems = checkExpectations(
      scenario({
        thankYouKey: 'success',
        messages: [{ path: 'general', translationKey: 'general.outage' }],
        apiCalls: ['GET /cart', 'GET /cart'],
        events: ['cart/reset', { type: 'cart/reset', includes: { reason: 'cart.not_prepared' } }],
      }),
      run(events),
    );
    expect(problems).toHaveLength(4);
  });
});

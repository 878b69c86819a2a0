/**
 * The login bounce is bounded across page loads (issue 30, docs/decisions/078-login-bounce.md): a
 * provider that answers 401 after every login sends the tab to the login page at most twice in five
 * minutes, counted in the tab's session storage; the third 401 stays, tells the customer what to do
 * and is reported. The customer's own "Log in" always goes; a storage that fails leaves the
 * page-load guard.
 */
import { asyncScheduler, type SchedulerLike } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { foldAll } from '../../projections/fold';
import { messagesAt } from '../../projections/messages/selectors';
import { isReportableError } from '../../src/effects/app/error-reporting';
import { memoryStorage } from '../../src/effects/runtime/deps';
import { loginIfUnauthorized } from '../../src/effects/session-loss';
import { LOGIN_TRIPS_WINDOW_MS } from '../../src/effects/ui/login-trips';
import { loginEffect } from '../../src/effects/ui/login';
import type { KeyValueStorage } from '../../src/shared/key-value-storage';
import { buildError } from '../support/builders';
import { harness } from '../support/effect-harness';

const unauthorized = buildError({ status: 401, key: 'user.unauthorized' });

/** A fake clock the effects read their time from (the scheduler's `now`). */
function fakeClock(start = 1_700_000_000_000) {
  let now = start;
  const scheduler: SchedulerLike = {
    now: () => now,
    schedule: asyncScheduler.schedule.bind(asyncScheduler) as SchedulerLike['schedule'],
  };
  return { scheduler, advance: (ms: number) => void (now += ms) };
}

/** One page load of the tab: a fresh log and login effect over the tab's storage, then 401s. */
function pageLoad(tab: KeyValueStorage | undefined, scheduler: SchedulerLike, unauthorizedReplies = 1) {
  const h = harness({});
  h.deps.scheduler = scheduler;
  if (tab) h.deps.tabStorage = tab;
  loginEffect(h.deps);
  for (let i = 0; i < unauthorizedReplies; i++) loginIfUnauthorized(h.log, unauthorized);
  const state = foldAll(h.log.all());
  const stopped = h.log.all().filter((e) => e.type === 'ui/login-bounce-stopped');
  return {
    h,
    wentToLogin: h.browser.assigned.length,
    stopped: stopped.map((e) => e.payload),
    reported: stopped.length > 0 && stopped.every(isReportableError),
    told: messagesAt(state, 'general').map((m) => m.translationKey),
    loginButton: state.ui.login,
  };
}

describe('a provider that answers 401 after every login', () => {
  it('sends the tab to the login page twice, then stays, tells the customer and reports it', () => {
    const tab = memoryStorage();
    const clock = fakeClock();
    expect(pageLoad(tab, clock.scheduler).wentToLogin).toBe(1);
    clock.advance(3000);
    expect(pageLoad(tab, clock.scheduler).wentToLogin).toBe(1);
    clock.advance(3000);
    const third = pageLoad(tab, clock.scheduler, 3);
    expect(third.wentToLogin).toBe(0);
    expect(third.stopped).toEqual([{ trips: 2, windowMs: LOGIN_TRIPS_WINDOW_MS }]);
    expect(third.reported).toBe(true);
    expect(third.told).toContain('ui.login_bounce_stopped');
    expect(third.loginButton).toBe('stopped');
    // Later page loads within the window stay too.
    clock.advance(60_000);
    expect(pageLoad(tab, clock.scheduler).wentToLogin).toBe(0);
  });

  it('goes to the login page again once the earlier trips are older than the window', () => {
    const tab = memoryStorage();
    const clock = fakeClock();
    pageLoad(tab, clock.scheduler);
    pageLoad(tab, clock.scheduler);
    clock.advance(LOGIN_TRIPS_WINDOW_MS);
    const later = pageLoad(tab, clock.scheduler);
    expect(later.wentToLogin).toBe(1);
    expect(later.stopped).toEqual([]);
  });

  it("still lets the customer's own Log in go after the bound stopped a 401", () => {
    const tab = memoryStorage();
    const clock = fakeClock();
    pageLoad(tab, clock.scheduler);
    pageLoad(tab, clock.scheduler);
    const { h, wentToLogin } = pageLoad(tab, clock.scheduler);
    expect(wentToLogin).toBe(0);
    h.log.append('ui/login-started', {});
    expect(h.browser.assigned).toHaveLength(1);
  });

  it('falls back to the page-load guard when the tab storage fails: once per page load', () => {
    const failing: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      removeItem: () => undefined,
    };
    const clock = fakeClock();
    for (let page = 0; page < 3; page++) {
      const load = pageLoad(failing, clock.scheduler, 2);
      expect(load.wentToLogin).toBe(1);
      expect(load.stopped).toEqual([]);
    }
  });
});

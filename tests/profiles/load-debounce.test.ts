/**
 * The profile list refresh debounce (spec §9 "profile list refresh 300 ms") with fake timers:
 * requests for a list within 300 ms of each other make one call, 300 ms after the last; each list
 * waits on its own requests.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/api/client';
import { PROFILE_LIST_REFRESH_DEBOUNCE_MS, profilesLoadEffect } from '../../src/effects/profiles/load';
import { buildBillingProfile, buildDomainProfile } from '../support/builders';
import { harness } from '../support/effect-harness';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

function loadHarness() {
  const calls = { billing: 0, domain: 0 };
  const api = {
    getBillingProfiles: () => {
      calls.billing += 1;
      return Promise.resolve({ ok: true, value: [buildBillingProfile()] });
    },
    getDomainProfiles: () => {
      calls.domain += 1;
      return Promise.resolve({ ok: true, value: [buildDomainProfile()] });
    },
  } as unknown as Partial<ApiClient>;
  const h = harness(api);
  profilesLoadEffect(h.deps);
  return { h, calls };
}

describe('the profile list refresh', () => {
  it('makes one call for three requests within 300 ms, 300 ms after the last', async () => {
    const { h, calls } = loadHarness();
    h.log.append('profiles/load-requested', { which: 'billing' });
    await vi.advanceTimersByTimeAsync(100);
    h.log.append('profiles/load-requested', { which: 'billing' });
    await vi.advanceTimersByTimeAsync(150);
    h.log.append('profiles/load-requested', { which: 'both' });
    await vi.advanceTimersByTimeAsync(PROFILE_LIST_REFRESH_DEBOUNCE_MS - 1);
    expect(calls).toEqual({ billing: 0, domain: 0 });
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual({ billing: 1, domain: 1 });
    expect(h.types().filter((t) => t === 'profiles/billing-received')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual({ billing: 1, domain: 1 });
  });

  it('asks again for a request that comes after the wait', async () => {
    const { h, calls } = loadHarness();
    h.log.append('profiles/load-requested', { which: 'domain' });
    await vi.advanceTimersByTimeAsync(PROFILE_LIST_REFRESH_DEBOUNCE_MS);
    h.log.append('profiles/load-requested', { which: 'domain' });
    await vi.advanceTimersByTimeAsync(PROFILE_LIST_REFRESH_DEBOUNCE_MS);
    expect(calls).toEqual({ billing: 0, domain: 2 });
  });
});

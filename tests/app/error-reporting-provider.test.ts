/**
 * The mock provider's stand-in for the error-reporting service (decision 017): it takes a report
 * the effect sends (a session file as text/plain) and lists a summary of it; anything else is
 * refused with 400.
 */
import { describe, expect, it, vi } from 'vitest';
import { errorReportingEffect, REPORT_COALESCE_MS } from '../../src/effects/app/error-reporting';
import { harness } from '../support/effect-harness';
import { PROVIDER_API, useTestProvider } from '../support/provider-harness';

useTestProvider();

const REPORTS = `${PROVIDER_API}/__mock/reports`;

describe('the mock error-reporting endpoint', () => {
  it('accepts a report sent by the effect and lists its summary', async () => {
    const h = harness({}, { errorReportingUrl: REPORTS });
    h.log.append('app/booted', { config: h.deps.config, locale: 'sk-SK', mode: 'staging', buildId: 'b-1' });
    const posted: Promise<Response>[] = [];
    h.deps.errorReport = {
      send: (url, body) => void posted.push(fetch(url, { method: 'POST', body })),
      onPageHidden: () => () => undefined,
      random: () => 0.5,
    };
    vi.useFakeTimers();
    try {
      errorReportingEffect(h.deps);
      h.log.append('nav/failed', { to: '/order', messageKey: 'nav.failed' });
      vi.advanceTimersByTime(REPORT_COALESCE_MS);
    } finally {
      vi.useRealTimers();
    }
    expect(await Promise.all(posted.map((p) => p.then((r) => r.status)))).toEqual([202]);
    const listed = (await (await fetch(REPORTS)).json()) as { reports: unknown[] };
    expect(listed.reports.at(-1)).toEqual({
      // the number to read the report back by (`GET __mock/reports/{id}`)
      id: expect.any(Number),
      reason: 'error',
      report: '1',
      buildId: 'b-1',
      company: 'sk-ws',
      // app/booted, app/error-reporting-started (the sampling draw is a fact), nav/failed
      events: 3,
      lastType: 'nav/failed',
    });
  });

  it('refuses a body that is not a session file', async () => {
    const response = await fetch(REPORTS, { method: 'POST', body: 'not a session' });
    expect(response.status).toBe(400);
  });
});

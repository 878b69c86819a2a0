/**
 * The mock provider's stand-in for the error-reporting service (decision 017): it takes a report
 * the effect sends (a session file as text/plain), lists a summary of it and gives it back as it
 * arrived (to open in the console); anything else is refused with 400.
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
    const listed = (await (await fetch(REPORTS)).json()) as { reports: { id: number }[] };
    const last = listed.reports.at(-1);
    expect(last).toEqual({
      id: expect.any(Number) as number,
      reason: 'error',
      report: '1',
      reportId: null,
      buildId: 'b-1',
      company: 'sk-ws',
      // app/booted, app/error-reporting-started (the sampling draw is a fact), nav/failed
      events: 3,
      lastType: 'nav/failed',
    });
    const back = await fetch(`${REPORTS}/${last?.id}`);
    expect(back.headers.get('content-type')).toContain('application/json');
    const file = (await back.json()) as { buildId: string; events: { type: string }[] };
    expect(file.buildId).toBe('b-1');
    expect(file.events.at(-1)?.type).toBe('nav/failed');
    expect((await fetch(`${REPORTS}/999999`)).status).toBe(404);
  });

  it('refuses a body that is not a session file', async () => {
    const response = await fetch(REPORTS, { method: 'POST', body: 'not a session' });
    expect(response.status).toBe(400);
  });
});

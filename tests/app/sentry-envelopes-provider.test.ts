/**
 * The mock provider's stand-in for a Sentry-compatible tracker (decision 082): the envelope the
 * error-reporting effect sends to `{apiUrl}/{projectId}/envelope/` is kept, listed and given back
 * as it arrived, so Sentry's own parser reads it and its session opens in the console; a body that
 * is not an envelope is refused.
 */
import { parseEnvelope } from '@sentry/core';
import { describe, expect, it, vi } from 'vitest';
import { parseSessionFile } from '../../events/session-file';
import { windowReportPort } from '../../src/boot/beacon-report-port';
import { errorReportingEffect, REPORT_COALESCE_MS } from '../../src/effects/app/error-reporting';
import { harness } from '../support/effect-harness';
import { PROVIDER_API, useTestProvider } from '../support/provider-harness';

useTestProvider();

const ENVELOPES = `${PROVIDER_API}/__mock/envelopes`;

describe('the mock tracker', () => {
  it('keeps the envelope the effect sends and gives it back for Sentry’s parser and the console', async () => {
    const dsn = `${PROVIDER_API.replace('://', '://pub-key@').replace(/\/api$/, '')}/42`;
    const h = harness({}, { sentryDsn: dsn });
    h.log.append('app/booted', { config: h.deps.config, locale: 'sk-SK', mode: 'staging', buildId: 'b-1' });
    const replies: Promise<unknown>[] = [];
    const browser = windowReportPort(globalThis as unknown as Window);
    h.deps.errorReport = {
      send: () => undefined,
      post: (url, body) => {
        const reply = browser.post?.(url, body) ?? Promise.resolve(null);
        replies.push(reply);
        return reply;
      },
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
    expect(await Promise.all(replies)).toEqual([{ status: 200, retryAfter: null, rateLimits: null }]);
    const { envelopes } = (await (await fetch(ENVELOPES)).json()) as {
      envelopes: { id: number; projectId: string; items: string[] }[];
    };
    const last = envelopes.at(-1);
    expect(last).toMatchObject({ projectId: '42', items: ['event', 'attachment'] });
    const [, items] = parseEnvelope(await (await fetch(`${ENVELOPES}/${last?.id}`)).text());
    const attachment = items.find(([item]) => item.type === 'attachment')?.[1];
    const session = parseSessionFile(new TextDecoder().decode(attachment as Uint8Array));
    expect(session.ok && session.session.events.at(-1)?.type).toBe('nav/failed');
  });

  it('refuses a body that is not an envelope', async () => {
    const response = await fetch(`${PROVIDER_API}/42/envelope/?sentry_key=k&sentry_version=7`, {
      method: 'POST',
      body: 'not an envelope',
    });
    expect(response.status).toBe(400);
  });
});

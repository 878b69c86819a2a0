/**
 * Error reports as Sentry envelopes (issue 33, decision 082): with `sentryDsn`, each report the
 * error-reporting effect sends (decision 017: same sampling, bursts and cap) also goes to the
 * tracker's envelope address as one envelope, read here with Sentry's own parser: an event that
 * names the failing call so the tracker groups it, with no customer in it, and the pseudonymised
 * session attached, cut from its oldest page loads when too large; the tracker's rate limits hold
 * the next reports back.
 */
import { parseEnvelope } from '@sentry/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppConfig } from '../../events/contract/app-config';
import type { AppEvent } from '../../events/envelope';
import { pseudonymiser } from '../../events/pseudonyms';
import { parseSessionFile } from '../../events/session-file';
import { KEEPALIVE_MAX_BYTES, windowReportPort } from '../../src/boot/beacon-report-port';
import { REPORT_COALESCE_MS, errorReportingEffect } from '../../src/effects/app/error-reporting';
import { sentryTarget } from '../../src/effects/app/sentry-dsn';
import { cutSession } from '../../src/effects/app/sentry-session-cut';
import type { ErrorReportPort, TrackerReply } from '../../src/effects/runtime/report-port';
import { contentSecurityPolicy } from '../../scripts/build/csp.mjs';
import { buildJanasBillingProfile } from '../support/builders';
import { harness, type Harness } from '../support/effect-harness';

const DSN = 'https://pub123@o1.ingest.tracker.test/42';
const ENVELOPES = 'https://o1.ingest.tracker.test/api/42/envelope/?sentry_key=pub123&sentry_version=7';
const REPORTS = 'https://reports.test/sessions';

interface Posted {
  url: string;
  body: string;
}

const decoder = new TextDecoder();

/** An envelope as Sentry reads it: its header, its event and its attachment (if any). */
function readEnvelope(body: string) {
  const [header, items] = parseEnvelope(body);
  const item = (type: string) => items.find(([h]) => h.type === type);
  const text = (payload: unknown) =>
    payload instanceof Uint8Array ? decoder.decode(payload) : JSON.stringify(payload);
  const event = item('event');
  const attachment = item('attachment');
  return {
    header,
    types: items.map(([h]) => h.type),
    event: event ? (JSON.parse(text(event[1])) as Record<string, unknown>) : null,
    attachment: attachment
      ? { header: attachment[0] as Record<string, unknown>, text: text(attachment[1]) }
      : null,
  };
}

function start({
  errorReportingUrl,
  reply,
}: { errorReportingUrl?: string; reply?: () => TrackerReply | null } = {}) {
  const h = harness({}, { sentryDsn: DSN, workflow: 1, ...(errorReportingUrl ? { errorReportingUrl } : {}) });
  h.log.append('session/segment-started', {
    reason: 'first-load',
    url: '/en/checkout/order?step=recapitulation',
    segment: 1,
    droppedSegments: 0,
    droppedEvents: 0,
  });
  h.log.append('app/booted', {
    config: h.deps.config,
    locale: 'sk-SK',
    mode: 'production',
    buildId: 'build-7',
  });
  h.log.append('nav/changed', { path: '/sk/checkout/order', search: '?step=recapitulation' });
  const posted: Posted[] = [];
  const sent: Posted[] = [];
  const hidden = new Set<() => void>();
  const port: ErrorReportPort = {
    send: (url, body) => void sent.push({ url, body }),
    post: (url, body) => {
      posted.push({ url, body });
      return Promise.resolve(reply ? reply() : { status: 200, retryAfter: null, rateLimits: null });
    },
    onPageHidden: (listener) => {
      hidden.add(listener);
      return () => hidden.delete(listener);
    },
    random: () => 0.5,
  };
  h.deps.errorReport = port;
  h.deps.pseudonymiser = pseudonymiser('the-tab-salt');
  errorReportingEffect(h.deps);
  return { h, posted, sent, hide: () => hidden.forEach((l) => l()) };
}

function failedCall(h: Harness, method: string, pathTemplate: string, error: Record<string, unknown>) {
  const requestId = `r-${h.log.size}`;
  h.log.append('api/requested', {
    requestId,
    method,
    url: `https://api.test${pathTemplate}`,
    pathTemplate,
    headers: {},
    body: null,
  });
  h.log.append('api/failed', {
    requestId,
    status: (error.status as number | null) ?? null,
    error: {
      kind: 'http',
      status: null,
      messageKey: 'general.server_error',
      key: null,
      violations: [],
      ...error,
    },
    durationMs: 30,
  } as never);
}

describe('error reports as Sentry envelopes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a failed order as one envelope named by its call and error key, grouped by them, with the session attached', async () => {
    const { h, posted } = start();
    const profile = buildJanasBillingProfile();
    h.log.append('profiles/billing-received', { profiles: [profile] });
    failedCall(h, 'POST', '/checkout', { kind: 'http', status: 500 });
    await vi.advanceTimersByTimeAsync(REPORT_COALESCE_MS);

    expect(posted.map((p) => p.url)).toEqual([ENVELOPES]);
    const { header, types, event, attachment } = readEnvelope(posted[0]?.body ?? '');
    expect(types).toEqual(['event', 'attachment']);
    expect(header).toMatchObject({ event_id: event?.event_id, dsn: DSN });
    expect(event?.event_id).toMatch(/^[0-9a-f]{32}$/);
    expect(event).toMatchObject({
      level: 'error',
      message: { formatted: 'POST /checkout → 500 general.server_error' },
      fingerprint: ['api/failed', 'POST /checkout', '500', 'general.server_error'],
      release: 'build-7',
      environment: 'production',
      tags: { company: 'sk-ws', language: 'sk-SK', workflow: '1', step: 'recapitulation', page_loads: '1' },
    });
    // Nothing that identifies the customer: no user, no IP inferred, no request.
    expect(event).not.toHaveProperty('user');
    expect(event).not.toHaveProperty('request');
    expect(event).toMatchObject({ sdk: { settings: { infer_ip: 'never' } } });

    expect(attachment?.header).toMatchObject({ filename: 'session.json', content_type: 'application/json' });
    const session = parseSessionFile(attachment?.text ?? '');
    expect(session.ok && session.session.events.at(-1)?.type).toBe('api/failed');
    for (const personal of ['Jana', 'Nováková', 'Hlavná']) expect(posted[0]?.body).not.toContain(personal);
  });

  it('names a call that timed out and a crash by what they are', async () => {
    const timeout = start();
    failedCall(timeout.h, 'GET', '/cart', { kind: 'timeout', messageKey: 'general.timeout' });
    await vi.advanceTimersByTimeAsync(REPORT_COALESCE_MS);
    expect(readEnvelope(timeout.posted[0]?.body ?? '').event).toMatchObject({
      message: { formatted: 'timeout GET /cart' },
      fingerprint: ['timeout', 'GET /cart'],
    });

    const crash = start();
    crash.h.log.append('app/crashed', {
      messageKey: 'general.unexpected',
      detail: 'TypeError: x is undefined\n  at y',
    });
    await vi.advanceTimersByTimeAsync(REPORT_COALESCE_MS);
    expect(readEnvelope(crash.posted[0]?.body ?? '').event).toMatchObject({
      message: { formatted: 'app/crashed TypeError: x is undefined' },
      fingerprint: ['app/crashed', 'TypeError', 'TypeError: x is undefined'],
    });
  });

  it('with errorReportingUrl too, sends the session there as before and the event says under which id', async () => {
    const { h, posted, sent } = start({ errorReportingUrl: REPORTS });
    failedCall(h, 'POST', '/checkout', { kind: 'http', status: 500 });
    await vi.advanceTimersByTimeAsync(REPORT_COALESCE_MS);
    const { event } = readEnvelope(posted[0]?.body ?? '');
    const id = String(event?.event_id);
    expect(sent.map((s) => s.url)).toEqual([`${REPORTS}?reason=error&report=1&id=${id}`]);
    expect(event).toMatchObject({ extra: { error_report: { url: REPORTS, id } } });
  });

  it('holds reports back while the tracker answers 429 with Retry-After, and sends again after it', async () => {
    let reply: TrackerReply = { status: 429, retryAfter: '60', rateLimits: null };
    const { h, posted, hide } = start({ reply: () => reply });
    failedCall(h, 'POST', '/checkout', { kind: 'http', status: 500 });
    await vi.advanceTimersByTimeAsync(REPORT_COALESCE_MS);
    expect(posted).toHaveLength(1);
    reply = { status: 200, retryAfter: null, rateLimits: null };
    h.log.append('app/crashed', { messageKey: 'general.unexpected', detail: 'TypeError: a' });
    await vi.advanceTimersByTimeAsync(REPORT_COALESCE_MS);
    expect(posted).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    hide();
    expect(posted).toHaveLength(2);
    expect(readEnvelope(posted[1]?.body ?? '').event).toMatchObject({
      message: { formatted: 'app/crashed TypeError: a' },
    });
  });

  it('leaves the attachment out while X-Sentry-Rate-Limits limits attachments, and still sends the event', async () => {
    const { h, posted } = start({
      reply: () => ({ status: 200, retryAfter: null, rateLimits: '120:attachment:organization:quota' }),
    });
    failedCall(h, 'POST', '/checkout', { kind: 'http', status: 500 });
    await vi.advanceTimersByTimeAsync(REPORT_COALESCE_MS);
    h.log.append('app/crashed', { messageKey: 'general.unexpected', detail: 'TypeError: b' });
    await vi.advanceTimersByTimeAsync(REPORT_COALESCE_MS);
    expect(posted.map((p) => readEnvelope(p.body).types)).toEqual([['event', 'attachment'], ['event']]);
  });
});

describe('the envelope address and what a DSN allows', () => {
  it('reads a DSN into the envelope address with the key in the query, and refuses what is not one', () => {
    expect(sentryTarget(DSN)?.envelopeUrl).toBe(ENVELOPES);
    expect(sentryTarget('https://k@self.example/sentry/7')?.envelopeUrl).toBe(
      'https://self.example/sentry/api/7/envelope/?sentry_key=k&sentry_version=7',
    );
    const config = { apiUrl: '/api', validationApiUrl: '/v', loginUrl: 'https://login.test/' };
    expect(AppConfig.safeParse({ ...config, sentryDsn: DSN }).success).toBe(true);
    for (const bad of ['https://o1.ingest.tracker.test/42', 'ftp://k@h/1', 'https://k@h/project'])
      expect(AppConfig.safeParse({ ...config, sentryDsn: bad }).success).toBe(false);
  });

  it('lets the built app connect to the tracker’s origin when a DSN is configured', () => {
    const csp = contentSecurityPolicy({ params: { apiUrl: '/api', sentryDsn: DSN }, mode: 'production' });
    expect(csp).toMatch(/connect-src [^;]*https:\/\/o1\.ingest\.tracker\.test/);
  });
});

describe('a session larger than the tracker takes', () => {
  const load = (segment: number, size: number): AppEvent[] =>
    [
      {
        seq: segment * 10,
        at: 0,
        v: 1,
        type: 'session/segment-started',
        payload: { reason: 'reload', url: '/', segment, droppedSegments: 0, droppedEvents: 0 },
      },
      {
        seq: segment * 10 + 1,
        at: 0,
        v: 1,
        type: 'app/crashed',
        payload: { messageKey: 'k', detail: 'x'.repeat(size) },
      },
    ] as AppEvent[];

  it('is cut from its oldest page loads, whole, and says how many it lost', () => {
    const events = [...load(1, 5000), ...load(2, 5000), ...load(3, 1000)];
    const cut = cutSession(events, 8000);
    expect(cut.events.map((e) => e.seq)).toEqual([20, 21, 30, 31]);
    expect(cut).toMatchObject({ droppedPageLoads: 1, droppedEvents: 2 });
  });
});

describe('the browser transport of an envelope', () => {
  it('posts with keepalive only when the body is within the 64 kB keepalive limit, and reads the rate limits', async () => {
    const calls: RequestInit[] = [];
    const win = {
      setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
      clearTimeout: (t: ReturnType<typeof setTimeout>) => clearTimeout(t),
      fetch: (_url: string, init: RequestInit) => {
        calls.push(init);
        return Promise.resolve(
          new Response('{}', {
            status: 429,
            headers: { 'retry-after': '30', 'x-sentry-rate-limits': '30::org' },
          }),
        );
      },
    } as unknown as Window;
    const port = windowReportPort(win);
    const reply = await port.post?.(ENVELOPES, 'x'.repeat(KEEPALIVE_MAX_BYTES));
    await port.post?.(ENVELOPES, 'x'.repeat(KEEPALIVE_MAX_BYTES + 1));
    expect(calls.map((c) => c.keepalive)).toEqual([true, false]);
    expect(reply).toEqual({ status: 429, retryAfter: '30', rateLimits: '30::org' });
  });
});

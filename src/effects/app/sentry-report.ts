/**
 * Sends error reports to a Sentry-compatible tracker (config `sentryDsn`, decision 082): one
 * envelope per report, holding an event that names the failure (src/effects/app/sentry-event.ts)
 * and the pseudonymised session as an attachment (`SESSION_ATTACHMENT`), cut to the tracker's limits. It
 * reads the tracker's replies for rate limits and skips what would be refused. Sampling, bursts
 * and the cap stay the error-reporting effect's (decision 017).
 */
import type { SchedulerLike } from 'rxjs';
import type { AppConfig } from '../../../events/contract/app-config';
import type { AppEvent } from '../../../events/envelope';
import { serializeSession, type SessionFile } from '../../../events/session-file';
import type { ErrorReportPort } from '../runtime/report-port';
import { sentryTarget } from './sentry-dsn';
import { sentryEnvelope, utf8Bytes } from './sentry-envelope';
import { sentryEvent } from './sentry-event';
import { maySend, updateRateLimits, type RateLimits } from './sentry-rate-limits';
import { cutSession } from './sentry-session-cut';

/**
 * Largest session attachment sent: Sentry takes a 20 MB (compressed) request and 100 MB of
 * attachments; the body is sent uncompressed, so the request's limit is kept uncompressed too.
 */
const MAX_SESSION_ATTACHMENT_BYTES = 19 * 1024 * 1024;
const SESSION_ATTACHMENT = 'session.json';

interface TrackerReportInput {
  eventId: string;
  reason: 'error' | 'sampled';
  /** The report's number in the page session (decision 017). */
  report: number;
  /** The report's session file, already pseudonymised. */
  session: SessionFile;
  /** `seq` of the errors the event names, the first one as the cause. */
  errorSeqs: readonly number[];
  /** Where the same report went as a session file, when configured: the event says where to find it. */
  errorReportingUrl: string | undefined;
  /** The language and the query of the page the report left from (its `step`, if any). */
  locale: string | null;
  search: string;
}

export interface SentryReporter {
  /** Whether the tracker takes an error event now (it has not asked for silence). */
  mayReport(): boolean;
  report(input: TrackerReportInput): void;
}

interface ReporterDeps {
  config: AppConfig;
  port: ErrorReportPort;
  scheduler: SchedulerLike;
  release: string;
  environment: string;
}

function errorsBySeq(events: readonly AppEvent[], seqs: readonly number[]): AppEvent[] {
  // From the end: the error is in the last page load, and seqs of older ones may repeat.
  const newestFirst = [...events].reverse();
  return seqs.flatMap((seq) => {
    const event = newestFirst.find((e) => e.seq === seq);
    return event ? [event] : [];
  });
}

function withoutQuery(url: string): string {
  return url.split('?')[0] ?? url;
}

export function sentryReporter({
  config,
  port,
  scheduler,
  release,
  environment,
}: ReporterDeps): SentryReporter | null {
  const target = config.sentryDsn ? sentryTarget(config.sentryDsn) : null;
  if (!target) return null;
  let limits: RateLimits = new Map();
  const mayReport = () => maySend(limits, 'error', scheduler.now());

  const report = (input: TrackerReportInput) => {
    if (!mayReport()) return;
    const { session } = input;
    const all = session.events;
    const cut = cutSession(
      all,
      MAX_SESSION_ATTACHMENT_BYTES,
      utf8Bytes(JSON.stringify({ ...session, events: [] })),
    );
    const data = cut.events.length > 0 ? serializeSession({ ...session, events: cut.events }) : '';
    const attach =
      maySend(limits, 'attachment', scheduler.now()) &&
      data !== '' &&
      utf8Bytes(data) <= MAX_SESSION_ATTACHMENT_BYTES;
    // The page's step as the router last reported it (the session's own record of it wins).
    const lastNav = [...all].reverse().find((e) => e.type === 'nav/changed');
    const search = lastNav?.type === 'nav/changed' ? lastNav.payload.search : input.search;
    const step = new URLSearchParams(search).get('step');
    const event = sentryEvent(errorsBySeq(all, input.errorSeqs), all, {
      eventId: input.eventId,
      timestamp: scheduler.now() / 1000,
      release,
      environment,
      tags: {
        company: config.company,
        language: input.locale ?? 'unknown',
        workflow: String(config.workflow),
        step: step ?? 'none',
        page_loads: String(Math.max(1, all.filter((e) => e.type === 'session/segment-started').length)),
        reason: input.reason,
      },
      extra: {
        report: input.report,
        session: attach
          ? { attachment: SESSION_ATTACHMENT, events: cut.events.length }
          : { attachment: null, events: all.length, why: 'larger than the tracker takes, or rate limited' },
        ...(cut.droppedPageLoads > 0
          ? { session_cut: { droppedPageLoads: cut.droppedPageLoads, droppedEvents: cut.droppedEvents } }
          : {}),
        // GlitchTip and Bugsink drop attachments: the same report is there, under this id.
        ...(input.errorReportingUrl
          ? { error_report: { url: withoutQuery(input.errorReportingUrl), id: input.eventId } }
          : {}),
      },
    });
    const body = sentryEnvelope({
      eventId: input.eventId,
      sentAt: new Date(scheduler.now()).toISOString(),
      dsn: target.dsn,
      event,
      ...(attach
        ? { attachment: { filename: SESSION_ATTACHMENT, contentType: 'application/json', data } }
        : {}),
    });
    if (!port.post) {
      port.send(target.envelopeUrl, body);
      return;
    }
    void port
      .post(target.envelopeUrl, body)
      .then((reply) => {
        if (reply) limits = updateRateLimits(limits, reply, scheduler.now());
      })
      .catch(() => undefined);
  };
  return { mayReport, report };
}

/**
 * The Sentry event of an error report (decision 082): what failed, said so that the tracker groups
 * it (a message and a `fingerprint` from the failing call and its error key), the build's release
 * and mode, and tags a developer filters by. Nothing that identifies the customer: no `user`, IP
 * inference off, no request; the events it reads are the report's pseudonymised ones.
 */
import type { AppEvent } from '../../../events/envelope';

/** What one failure is, for the tracker: the message it shows and what it groups by. */
interface FailureTitle {
  message: string;
  fingerprint: string[];
}

/** Longest crash text kept in a title: the first line of the error, not its stack. */
const MAX_DETAIL_CHARS = 200;

function firstLine(text: string): string {
  return (text.split('\n')[0] ?? '').slice(0, MAX_DETAIL_CHARS);
}

/** The title of a reportable error event, with the call it failed (`POST /checkout → 500 key`). */
function failureTitle(event: AppEvent, events: readonly AppEvent[]): FailureTitle {
  switch (event.type) {
    case 'api/failed': {
      const { requestId, error } = event.payload;
      const request = events.find(
        (e): e is Extract<AppEvent, { type: 'api/requested' }> =>
          e.type === 'api/requested' && e.payload.requestId === requestId,
      );
      const call = request ? `${request.payload.method} ${request.payload.pathTemplate}` : 'unknown call';
      if (error.kind === 'timeout') return { message: `timeout ${call}`, fingerprint: ['timeout', call] };
      const outcome = error.kind === 'http' ? String(error.status ?? '') : error.kind;
      return {
        message: `${call} → ${outcome} ${error.messageKey}`,
        fingerprint: ['api/failed', call, outcome, error.messageKey],
      };
    }
    case 'app/crashed': {
      const detail = firstLine(event.payload.detail);
      const name = /^([A-Za-z]*Error)\b/.exec(detail)?.[1] ?? event.payload.messageKey;
      return { message: `app/crashed ${detail}`, fingerprint: ['app/crashed', name, detail] };
    }
    case 'app/translation-missing':
      return {
        message: `app/translation-missing ${event.payload.key}`,
        fingerprint: ['app/translation-missing', event.payload.key],
      };
    case 'cart/command-failed': {
      const { command, error } = event.payload;
      return {
        message: `cart/command-failed ${command} ${error.messageKey}`,
        fingerprint: ['cart/command-failed', command, error.messageKey],
      };
    }
    default:
      return { message: event.type, fingerprint: [event.type] };
  }
}

export interface EventContext {
  eventId: string;
  /** Seconds since the epoch. */
  timestamp: number;
  release: string;
  environment: string;
  tags: Readonly<Record<string, string>>;
  extra: Readonly<Record<string, unknown>>;
}

/**
 * The event's payload: the first error of the report names it (the cause; the others are listed
 * in `extra.errors`), a sampled report without an error is an `info` event of its own group.
 */
export function sentryEvent(
  errors: readonly AppEvent[],
  events: readonly AppEvent[],
  context: EventContext,
): Record<string, unknown> {
  const titles = errors.map((e) => failureTitle(e, events));
  const first = titles[0] ?? { message: 'sampled session', fingerprint: ['sampled-session'] };
  return {
    event_id: context.eventId,
    timestamp: context.timestamp,
    platform: 'javascript',
    level: titles.length > 0 ? 'error' : 'info',
    logger: 'error-reporting',
    message: { formatted: first.message },
    fingerprint: first.fingerprint,
    release: context.release,
    environment: context.environment,
    tags: context.tags,
    extra: { ...context.extra, errors: titles.slice(0, 20).map((t) => t.message) },
    // The tracker must not store the customer's address (decision 082).
    sdk: { name: 'hosting-checkout.envelope', version: '1', settings: { infer_ip: 'never' } },
  };
}

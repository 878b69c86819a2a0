/**
 * Wires the API client's recorder port to the log: every exchange becomes `api/requested`
 * followed by `api/responded` or `api/failed`, linked by requestId.
 */
import type { EventLog } from '../../../events/log';
import type { ExchangeRecorder } from '../../api/recorder';

export function logRecorder(log: EventLog): ExchangeRecorder {
  return {
    requested: (e) => log.append('api/requested', e),
    responded: (e) => log.append('api/responded', e),
    failed: (e) => log.append('api/failed', e),
  };
}

/** Request ids that are unique in a session and stable in replays: r1, r2, … */
export function sequentialIds(prefix = 'r'): () => string {
  let n = 0;
  return () => `${prefix}${++n}`;
}

/**
 * What the console calls an error, in one place: the timeline's error family and red rows,
 * "Previous error / Next error", and the dashboard's error count all ask `isErrorEvent`.
 * The definition: docs/decisions/034-console-panel.md ("The timeline"); why an abort is no error:
 * 033-per-tab-recording.md ("A request cut by a page change").
 */
import type { AppEvent } from '../../events/envelope';

const FAILURE_TYPE = /(failed|crashed|rejected|refused|blocked)$/;

/**
 * An error is a failed API reply (`api/failed` other than an abort the app made itself, or
 * `api/responded` with status 400 or more), a crash (`app/crashed`), a failed start
 * (`app/boot-failed`), or any other failure-named event (`…failed`, `…rejected`, `…refused`,
 * `…blocked`) that carries a message for the customer (`messageKey`, at the top of the payload or in
 * its `error`), unless that error is an abort (a newer request replaced it, or the customer left the
 * page).
 */
export function isErrorEvent(event: AppEvent): boolean {
  switch (event.type) {
    case 'api/failed':
      // A request the app aborted itself (a newer one replaced it) is not a failure.
      return event.payload.error.kind !== 'abort';
    case 'app/crashed':
    case 'app/boot-failed':
      return true;
    case 'api/responded':
      return event.payload.status >= 400;
    default:
      return FAILURE_TYPE.test(event.type) && carriesMessage(event.payload);
  }
}

function carriesMessage(payload: unknown): boolean {
  if (payload === null || typeof payload !== 'object') return false;
  const record = payload as Record<string, unknown>;
  if (typeof record.messageKey === 'string') return true;
  const error = record.error;
  if (error === null || typeof error !== 'object') return false;
  const reading = error as Record<string, unknown>;
  return typeof reading.messageKey === 'string' && reading.kind !== 'abort';
}

/** The index in `events` of the nearest error before (`-1`) or after (`1`) index `from`, or -1. */
export function nearestError(events: readonly AppEvent[], from: number, direction: -1 | 1): number {
  for (let i = from + direction; i >= 0 && i < events.length; i += direction) {
    if (isErrorEvent(events[i] as AppEvent)) return i;
  }
  return -1;
}

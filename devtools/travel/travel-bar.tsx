/**
 * Time travel controls shown on every console page: a slider over the viewed session's events,
 * previous/next buttons, the event being viewed, and "back to live". While travelling the whole app
 * renders the state after the chosen event, read-only, with effects paused.
 */
import { useTranslation } from 'react-i18next';
import { useConsole } from '../console/use-console';

export function TravelBar() {
  const { t } = useTranslation();
  const dev = useConsole();
  const events = dev.allEvents();
  const cursor = dev.store.cursor.value ?? null;
  const last = events.length - 1;
  if (last < 0) return null;
  const at = cursor ?? last;
  const event = events[at];
  return (
    <div
      className={`developer__travel${cursor === null ? '' : ' developer__travel--active'}`}
      role="group"
      aria-label={t('devtools.travel.label')}
    >
      <button type="button" onClick={() => dev.travelTo(at - 1)} disabled={at <= 0}>
        {t('devtools.travel.previous')}
      </button>
      <input
        type="range"
        min={0}
        max={last}
        value={at}
        aria-label={t('devtools.travel.slider')}
        aria-valuetext={event ? `#${event.seq} ${event.type}` : ''}
        onChange={(e) => dev.travelTo(Number(e.currentTarget.value))}
      />
      <button type="button" onClick={() => dev.travelTo(at + 1)} disabled={at >= last}>
        {t('devtools.travel.next')}
      </button>
      <span data-testid="travel-status" aria-live="polite">
        {cursor === null
          ? t('devtools.travel.live', { n: events.length })
          : t('devtools.travel.at', { seq: cursor, type: event?.type ?? '' })}
      </span>
      {cursor !== null && (
        <button type="button" onClick={() => dev.leaveTravel()}>
          {t('devtools.travel.leave')}
        </button>
      )}
    </div>
  );
}

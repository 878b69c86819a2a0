/**
 * The page loads of the viewed recording (the tab's recording, decision 033): each segment with why
 * it started and the page it loaded, and a notice when the size cap dropped older ones. Read from the
 * `session/segment-started` events, so a loaded file shows its page loads the same way.
 */
import { useTranslation } from 'react-i18next';
import type { EventOf, AppEvent } from '../../events/envelope';

type Start = EventOf<'session/segment-started'>;

export function RecordingSegments({ events }: { events: readonly AppEvent[] }) {
  const { t } = useTranslation();
  const starts = events.filter((e): e is Start => e.type === 'session/segment-started');
  const last = starts.at(-1);
  if (!last) return null;
  const { droppedSegments, droppedEvents } = last.payload;
  return (
    <section aria-labelledby="developer-recording-title" data-testid="recording-segments">
      <h2 id="developer-recording-title">{t('devtools.recording.title')}</h2>
      {droppedSegments > 0 && (
        <p role="status" className="developer__notice">
          {t('devtools.recording.dropped', { segments: droppedSegments, events: droppedEvents })}
        </p>
      )}
      <ol className="developer__segments">
        {starts.map((s) => (
          <li key={s.seq}>
            {t('devtools.recording.item', {
              segment: s.payload.segment,
              reason: t(`devtools.recording.reason.${s.payload.reason}`),
              url: s.payload.url,
            })}
          </li>
        ))}
      </ol>
    </section>
  );
}

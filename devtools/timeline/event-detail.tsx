/**
 * The event being read (the timeline's selection), without moving the app: its payload, the state
 * change it caused (the state after it against the state before it), and for an API event the
 * request and the reply side by side, with a link to the other side of the call (selecting it).
 * "Jump" is the one control here that travels; "Skip" leaves the event out of the what-if.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppEvent } from '../../events/envelope';
import { ChangeList } from '../state/change-list';
import type { DevConsole } from '../console/console-model';
import { exchangeFor } from './exchanges';
import { ExchangeLink } from './exchange-link';
import { formatMs } from '../console/format-ms';
import { diff } from '../state/state-diff';

export function EventDetail({
  dev,
  events,
  seq,
  onSelect,
}: {
  dev: DevConsole;
  events: readonly AppEvent[];
  seq: number;
  /** Selects another event (the other side of an API call); the timeline brings its row into view. */
  onSelect: (seq: number) => void;
}) {
  // Subscribes this component itself: a parent's subscription ends when React yields between them.
  useSignals();
  const { t } = useTranslation();
  const event = events[seq];
  const changes = useMemo(
    () => (event ? diff(dev.stateAt(event.seq - 1), dev.stateAt(event.seq)) : []),
    [dev, event],
  );
  if (!event) return null;
  const exchange = exchangeFor(events, event);
  const skipped = dev.skipped.value.includes(event.seq);
  return (
    <section
      className="developer__detail"
      data-testid="event-detail"
      aria-labelledby="developer-detail-title"
    >
      <h3 id="developer-detail-title">
        #{event.seq} <code>{event.type}</code> <span className="developer__at">+{formatMs(event.at)} ms</span>
      </h3>
      <div className="developer__detail-actions">
        <button
          type="button"
          onClick={() => dev.travelTo(event.seq)}
          aria-label={t('devtools.timeline.jump_to', { seq: event.seq })}
        >
          {t('devtools.timeline.jump')}
        </button>{' '}
        <button
          type="button"
          aria-pressed={skipped}
          onClick={() => dev.toggleSkip(event.seq)}
          aria-label={t('devtools.timeline.skip_event', { seq: event.seq })}
        >
          {t('devtools.timeline.skip')}
        </button>
      </div>
      <ExchangeLink event={event} exchange={exchange} onSelect={onSelect} />
      {exchange ? (
        <div className={`developer__exchange${exchange.failed ? ' developer__exchange--failed' : ''}`}>
          <div>
            <h4>{t('devtools.exchange.request')}</h4>
            <pre>{JSON.stringify(exchange.request.payload, null, 2)}</pre>
          </div>
          <div>
            <h4>{exchange.failed ? t('devtools.exchange.failed') : t('devtools.exchange.response')}</h4>
            <pre>
              {exchange.reply
                ? JSON.stringify(exchange.reply.payload, null, 2)
                : t('devtools.exchange.pending')}
            </pre>
          </div>
        </div>
      ) : (
        <>
          <h4>{t('devtools.detail.payload')}</h4>
          <pre data-testid="event-payload">{JSON.stringify(event.payload, null, 2)}</pre>
        </>
      )}
      <h4>{t('devtools.detail.diff')}</h4>
      <ChangeList changes={changes} empty={t('devtools.detail.no_diff')} testId="event-diff" />
    </section>
  );
}

/**
 * The event timeline: every event of the viewed session with seq, time, type and a one-line
 * summary, filtered by family and text (hidden events stay in the session), windowed so 100,000
 * events stay usable. Choosing a row (click, arrows, Home/End) travels there; Escape returns to
 * live. The selected event's payload and, for API events, the whole exchange show below.
 */
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppEvent } from '../events/envelope';
import { filterEvents } from './event-filter';
import { families, isError, summarize, type Family } from './event-summary';
import { exchangeFor } from './exchanges';
import { ROW_HEIGHT, VIEWPORT_HEIGHT, rowWindow, scrollToRow } from './timeline-window';
import { useConsole } from './use-console';

export function Timeline() {
  const { t } = useTranslation();
  const dev = useConsole();
  const events = dev.events();
  const filter = dev.filter.value;
  const version = dev.version.value;
  const shown = useMemo(
    // `version` is read so the memo follows appends: the live log's array grows in place.
    () => (version < 0 ? events : filterEvents(events, filter)),
    [events, filter, version],
  );
  const cursor = dev.store.cursor.value ?? null;
  const [scrollTop, setScrollTop] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const win = rowWindow(shown.length, scrollTop);
  const selectedIndex = cursor === null ? -1 : shown.findIndex((e) => e.seq === cursor);

  const select = (index: number) => {
    const target = shown[Math.max(0, Math.min(shown.length - 1, index))];
    if (!target) return;
    dev.travelTo(target.seq);
    const top = scrollToRow(shown.indexOf(target), scrollTop);
    if (list.current) list.current.scrollTop = top;
    setScrollTop(top);
  };
  const onKey = (e: KeyboardEvent) => {
    const from = selectedIndex === -1 ? shown.length : selectedIndex;
    const moves: Record<string, number> = {
      ArrowUp: from - 1,
      ArrowDown: from + 1,
      PageUp: from - 20,
      PageDown: from + 20,
      Home: 0,
      End: shown.length - 1,
    };
    if (e.key === 'Escape') dev.leaveTravel();
    else if (e.key in moves) select(moves[e.key] as number);
    else return;
    e.preventDefault();
  };
  const toggleFamily = (family: Family) => {
    const on = filter.families.includes(family);
    dev.setFilter({
      ...filter,
      families: on ? filter.families.filter((f) => f !== family) : [...filter.families, family],
    });
  };

  return (
    <section className="developer__timeline" aria-labelledby="developer-timeline-title">
      <h2 id="developer-timeline-title">{t('devtools.timeline.title')}</h2>
      <div className="developer__filters">
        <fieldset>
          <legend>{t('devtools.timeline.families')}</legend>
          {families.map((family) => (
            <label key={family}>
              <input
                type="checkbox"
                checked={filter.families.includes(family)}
                onChange={() => toggleFamily(family)}
              />{' '}
              {t(`devtools.family.${family}`)}
            </label>
          ))}
        </fieldset>
        <label>
          {t('devtools.timeline.search')}{' '}
          <input
            type="search"
            value={filter.text}
            onChange={(e) => dev.setFilter({ ...filter, text: e.currentTarget.value })}
          />
        </label>
        <span data-testid="timeline-count">
          {t('devtools.timeline.shown', { shown: shown.length, total: events.length })}
        </span>
      </div>
      <div
        ref={list}
        className="developer__rows"
        role="listbox"
        tabIndex={0}
        aria-label={t('devtools.timeline.list')}
        aria-activedescendant={selectedIndex >= 0 ? `developer-event-${cursor}` : undefined}
        style={{ height: VIEWPORT_HEIGHT }}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
        onKeyDown={onKey}
      >
        <div style={{ height: win.totalHeight, position: 'relative' }}>
          {shown.slice(win.start, win.end).map((event, i) => (
            <Row
              key={event.seq}
              event={event}
              top={(win.start + i) * ROW_HEIGHT}
              selected={event.seq === cursor}
              onSelect={() => dev.travelTo(event.seq)}
            />
          ))}
        </div>
      </div>
      {cursor !== null && <EventDetail events={dev.allEvents()} seq={cursor} />}
    </section>
  );
}

function Row({
  event,
  top,
  selected,
  onSelect,
}: {
  event: AppEvent;
  top: number;
  selected: boolean;
  onSelect: () => void;
}) {
  const error = isError(event);
  return (
    <div
      id={`developer-event-${event.seq}`}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      className={`developer__row${error ? ' developer__row--error' : ''}${selected ? ' developer__row--selected' : ''}`}
      style={{ top, height: ROW_HEIGHT }}
      onClick={onSelect}
      onKeyDown={(e) => e.key === 'Enter' && onSelect()}
      data-seq={event.seq}
    >
      <span className="developer__seq">#{event.seq}</span>{' '}
      <span className="developer__at">+{event.at} ms</span> <code>{event.type}</code>{' '}
      <span className="developer__summary">{summarize(event)}</span>
    </div>
  );
}

function EventDetail({ events, seq }: { events: readonly AppEvent[]; seq: number }) {
  const { t } = useTranslation();
  const event = events[seq];
  if (!event) return null;
  const exchange = exchangeFor(events, event);
  return (
    <div className="developer__detail" data-testid="event-detail">
      <h3>
        #{event.seq} <code>{event.type}</code>
      </h3>
      {exchange ? (
        <div
          className={
            exchange.failed ? 'developer__exchange developer__exchange--failed' : 'developer__exchange'
          }
        >
          <h4>{t('devtools.exchange.request')}</h4>
          <pre>{JSON.stringify(exchange.request.payload, null, 2)}</pre>
          <h4>{exchange.failed ? t('devtools.exchange.failed') : t('devtools.exchange.response')}</h4>
          <pre>
            {exchange.reply
              ? JSON.stringify(exchange.reply.payload, null, 2)
              : t('devtools.exchange.pending')}
          </pre>
        </div>
      ) : (
        <pre>{JSON.stringify(event.payload, null, 2)}</pre>
      )}
    </div>
  );
}

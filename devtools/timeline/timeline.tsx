/**
 * The event timeline: every event of the viewed session (seq, time, type, one-line summary),
 * filtered and windowed so 100,000 events stay usable, with the selected event's detail below and a
 * Skip toggle per row for the what-if. Selecting reads, only "Jump" (or Enter) travels; how it
 * follows the log, what counts as an error: docs/decisions/034-console-panel.md ("The timeline").
 * API rows name their call (`POST /checkout → 500 …`) through the session's request index, kept
 * up to date here as the session grows (docs/decisions/050-developer-console.md).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppEvent } from '../../events/envelope';
import type { DevConsole } from '../console/console-model';
import { nearestError } from './error-events';
import { EventDetail } from './event-detail';
import { filterEvents } from './event-filter';
import { families, isError, summarize, type Family } from './event-summary';
import { formatMs } from '../console/format-ms';
import { RequestIndex } from './request-index';
import { SkipSummary } from './skip-summary';
import { ROW_HEIGHT, VIEWPORT_HEIGHT, rowWindow, scrollToRow } from './timeline-window';
import { useConsole } from '../console/use-console';

export function Timeline({ height = VIEWPORT_HEIGHT }: { height?: number }) {
  const { t } = useTranslation();
  const dev = useConsole();
  const events = dev.events();
  const all = dev.allEvents();
  const filter = dev.filter.value;
  const version = dev.version.value;
  // Reads only the events added since the last render (the whole session's, clear mark ignored, so a
  // reply whose request was cleared from view is still named by its call).
  const [requests] = useState(() => new RequestIndex());
  requests.update(all);
  const shown = useMemo(
    // `version` is read so the memo follows appends: the live log's array grows in place.
    () => (version < 0 ? events : filterEvents(events, filter, requests)),
    [events, filter, version, requests],
  );
  const selected = dev.selected.value;
  const skipped = dev.skipped.value;
  const cursor = dev.store.cursor.value ?? null;
  const list = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [following, setFollowing] = useState(true);
  const [notice, setNotice] = useState('');
  const focusSelected = useRef(false);
  const totalHeight = shown.length * ROW_HEIGHT;
  const end = Math.max(0, totalHeight - height);
  // Following: while at the end, every new event keeps the end in view.
  const top = following ? end : scrollTop;
  const win = rowWindow(shown.length, top, height);
  const selectedIndex = selected === null ? -1 : indexOfSeq(shown, selected);

  useLayoutEffect(() => {
    if (following && list.current) list.current.scrollTop = end;
  }, [following, end]);

  // A row chosen by keyboard takes the focus, so a screen reader reads it.
  useLayoutEffect(() => {
    if (!focusSelected.current || selected === null) return;
    focusSelected.current = false;
    document.getElementById(`developer-event-${selected}`)?.focus({ preventScroll: true });
  }, [selected, top]);

  const reveal = (index: number) => {
    const next = scrollToRow(index, top, height);
    if (list.current) list.current.scrollTop = next;
    setScrollTop(next);
    setFollowing(next >= end - ROW_HEIGHT / 2);
  };
  const select = (index: number, byKeyboard = false) => {
    const target = shown[Math.max(0, Math.min(shown.length - 1, index))];
    if (!target) return;
    setNotice('');
    focusSelected.current = byKeyboard;
    dev.select(target.seq);
    reveal(shown.indexOf(target));
  };
  /** Selects by seq (the detail's link to the other side of a call); a hidden event has no row to reveal. */
  const selectSeq = (seq: number) => {
    const index = indexOfSeq(shown, seq);
    if (index !== -1) select(index);
    else {
      setNotice('');
      dev.select(seq);
    }
  };
  const goToError = (direction: -1 | 1) => {
    const from = selectedIndex === -1 ? (direction === 1 ? -1 : shown.length) : selectedIndex;
    const found = nearestError(shown, from, direction);
    if (found === -1) setNotice(t('devtools.timeline.no_more_errors'));
    else select(found);
  };
  const onKey = (e: KeyboardEvent) => {
    if ((e.target as HTMLElement).dataset.skip !== undefined && (e.key === 'Enter' || e.key === ' ')) return;
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
    else if (e.key === 'Enter' && selected !== null) dev.travelTo(selected);
    else if (e.key in moves) select(moves[e.key] as number, true);
    else return;
    e.preventDefault();
  };
  // Rows are memoized: their handlers stay the same functions, reading the latest render's state.
  const latest = useRef({ select, toggleSkip: dev.toggleSkip });
  useLayoutEffect(() => {
    latest.current = { select, toggleSkip: dev.toggleSkip };
  });
  const onRowSelect = useCallback((index: number) => latest.current.select(index), []);
  const onRowSkip = useCallback((seq: number) => latest.current.toggleSkip(seq), []);
  const onScroll = (el: HTMLDivElement) => {
    setScrollTop(el.scrollTop);
    setFollowing(el.scrollTop >= end - ROW_HEIGHT / 2);
  };
  const followAgain = () => {
    setFollowing(true);
  };

  return (
    <section className="developer__timeline" aria-labelledby="developer-timeline-title">
      <h2 id="developer-timeline-title">{t('devtools.timeline.title')}</h2>
      <FamilyFilter dev={dev} />
      <div className="developer__filters">
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
      <div className="developer__timeline-tools" role="group" aria-label={t('devtools.timeline.title')}>
        <button type="button" onClick={() => goToError(-1)}>
          {t('devtools.timeline.previous_error')}
        </button>{' '}
        <button type="button" onClick={() => goToError(1)}>
          {t('devtools.timeline.next_error')}
        </button>{' '}
        {following ? (
          <span className="developer__following" data-testid="timeline-following">
            {t('devtools.timeline.following')}
          </span>
        ) : (
          <button type="button" onClick={followAgain}>
            {t('devtools.timeline.follow')}
          </button>
        )}
        <span role="status" className="developer__notice-inline">
          {notice}
        </span>
      </div>
      {/* The scrolling list is focusable so the keyboard can scroll and choose rows (arrows, Enter, Escape). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={list}
        className="developer__rows"
        role="list"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={t('devtools.timeline.list')}
        style={{ height }}
        onScroll={(e) => onScroll(e.currentTarget)}
        onKeyDown={onKey}
      >
        <div style={{ height: totalHeight, position: 'relative' }}>
          {shown.slice(win.start, win.end).map((event, i) => (
            <Row
              key={event.seq}
              event={event}
              summary={summarize(event, requests)}
              index={win.start + i}
              selected={event.seq === selected}
              skipped={skipped.includes(event.seq)}
              travelled={event.seq === cursor}
              onSelect={onRowSelect}
              onSkip={onRowSkip}
            />
          ))}
        </div>
      </div>
      <SkipSummary dev={dev} />
      {selected === null ? (
        <p className="developer__hint">{t('devtools.detail.none')}</p>
      ) : (
        <EventDetail dev={dev} events={all} seq={selected} onSelect={selectSeq} />
      )}
    </section>
  );
}

function FamilyFilter({ dev }: { dev: DevConsole }) {
  // Subscribes this component itself: a parent's subscription ends when React yields between them.
  useSignals();
  const { t } = useTranslation();
  const filter = dev.filter.value;
  const chosen = filter.families;
  const toggle = (family: Family) =>
    dev.setFilter({
      ...filter,
      families: chosen.includes(family) ? chosen.filter((f) => f !== family) : [...chosen, family],
    });
  return (
    <fieldset className="developer__families">
      <legend>{t('devtools.timeline.families')}</legend>
      <button
        type="button"
        className="developer__chip"
        aria-pressed={chosen.length === 0}
        onClick={() => dev.setFilter({ ...filter, families: [] })}
      >
        {t('devtools.timeline.all_families')}
      </button>
      {families.map((family) => (
        <button
          key={family}
          type="button"
          className="developer__chip"
          aria-pressed={chosen.includes(family)}
          onClick={() => toggle(family)}
        >
          {t(`devtools.family.${family}`)}
        </button>
      ))}{' '}
      <span data-testid="timeline-showing">
        {chosen.length === 0
          ? t('devtools.timeline.showing_all')
          : t('devtools.timeline.showing', {
              families: chosen.map((f) => t(`devtools.family.${f}`)).join(', '),
            })}
      </span>
    </fieldset>
  );
}

/** The position in `events` (in seq order) of the event with this seq, or -1 (binary search). */
function indexOfSeq(events: readonly AppEvent[], seq: number): number {
  let low = 0;
  let high = events.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const at = (events[mid] as AppEvent).seq;
    if (at === seq) return mid;
    if (at < seq) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

const Row = memo(function Row({
  event,
  summary,
  index,
  selected,
  skipped,
  travelled,
  onSelect,
  onSkip,
}: {
  event: AppEvent;
  /** The one-line summary (summarize, with the session's request index). */
  summary: string;
  index: number;
  selected: boolean;
  skipped: boolean;
  travelled: boolean;
  onSelect: (index: number) => void;
  onSkip: (seq: number) => void;
}) {
  const top = index * ROW_HEIGHT;
  const { t } = useTranslation();
  const classes = [
    'developer__row',
    isError(event) ? 'developer__row--error' : '',
    selected ? 'developer__row--selected' : '',
    skipped ? 'developer__row--skipped' : '',
    travelled ? 'developer__row--travelled' : '',
  ].filter(Boolean);
  return (
    <div
      role="listitem"
      className={classes.join(' ')}
      style={{ top, height: ROW_HEIGHT }}
      data-seq={event.seq}
    >
      <button
        type="button"
        id={`developer-event-${event.seq}`}
        className="developer__row-select"
        aria-current={selected ? 'true' : undefined}
        tabIndex={-1}
        onClick={() => onSelect(index)}
      >
        <span className="developer__seq">#{event.seq}</span>{' '}
        <span className="developer__at">+{formatMs(event.at)} ms</span> <code>{event.type}</code>{' '}
        <span className="developer__summary">{summary}</span>
      </button>
      <button
        type="button"
        className="developer__row-skip"
        data-skip=""
        tabIndex={-1}
        aria-pressed={skipped}
        aria-label={t('devtools.timeline.skip_event', { seq: event.seq })}
        onClick={() => onSkip(event.seq)}
      >
        {t('devtools.timeline.skip')}
      </button>
    </div>
  );
});

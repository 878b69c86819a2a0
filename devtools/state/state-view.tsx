/**
 * The state page: the projections at the chosen event (or live) as a collapsible tree with search,
 * the diff against the previous event, "which events changed this path", and a what-if branch
 * (the state re-folded without a range of events; the session is never changed).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brief, ChangeList } from './change-list';
import { diff, eventsChangingPath, formatPath, parsePath, type Change, type Path } from './state-diff';
import { foldWithout } from './what-if';
import { useConsole } from '../console/use-console';

export function StateView() {
  const { t } = useTranslation();
  const dev = useConsole();
  const events = dev.allEvents();
  const cursor = dev.store.cursor.value ?? null;
  const seq = cursor ?? events.length - 1;
  const state = seq >= 0 ? dev.stateAt(seq) : null;
  const previous = seq >= 0 ? dev.stateAt(seq - 1) : null;
  const changes = useMemo(() => (state && previous ? diff(previous, state) : []), [state, previous]);
  const [search, setSearch] = useState('');
  if (!state) return <p>{t('devtools.state.empty')}</p>;
  return (
    <div>
      <h1>{t('devtools.state.title')}</h1>
      <p data-testid="state-at">{t('devtools.state.at', { seq })}</p>
      <section aria-labelledby="developer-diff-title">
        <h2 id="developer-diff-title">{t('devtools.state.diff')}</h2>
        <ChangeList changes={changes} empty={t('devtools.state.no_changes')} />
      </section>
      <section aria-labelledby="developer-tree-title">
        <h2 id="developer-tree-title">{t('devtools.state.tree')}</h2>
        <label>
          {t('devtools.state.search')}{' '}
          <input type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        </label>
        {search.trim() ? (
          <SearchResults value={state} text={search.trim().toLowerCase()} />
        ) : (
          <Tree name="state" value={state} path={[]} open />
        )}
      </section>
      <PathHistory />
      <WhatIf seq={seq} />
    </div>
  );
}

function Tree({
  name,
  value,
  path,
  open = false,
}: {
  name: string;
  value: unknown;
  path: Path;
  open?: boolean;
}) {
  const [expanded, setExpanded] = useState(open);
  if (value === null || typeof value !== 'object') {
    return (
      <div className="developer__leaf">
        <span>{name}</span>: <code>{brief(value)}</code>
      </div>
    );
  }
  const entries = Object.entries(value as Record<string, unknown>);
  return (
    <details open={expanded} onToggle={(e) => setExpanded(e.currentTarget.open)} className="developer__node">
      <summary>
        {name}{' '}
        <span className="developer__count">
          {Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`}
        </span>
      </summary>
      {expanded &&
        entries.map(([key, child]) => (
          <Tree
            key={key}
            name={key}
            value={child}
            path={[...path, Array.isArray(value) ? Number(key) : key]}
          />
        ))}
    </details>
  );
}

function SearchResults({ value, text }: { value: unknown; text: string }) {
  const { t } = useTranslation();
  const found = useMemo(() => searchState(value, text, 200), [value, text]);
  if (found.length === 0) return <p>{t('devtools.state.no_match')}</p>;
  return (
    <ul className="developer__changes">
      {found.map(({ path, value: v }) => (
        <li key={formatPath(path)}>
          <code>{formatPath(path)}</code>: {brief(v)}
        </li>
      ))}
    </ul>
  );
}

/** Leaves whose path or value contains `text`, at most `limit`. */
function searchState(value: unknown, text: string, limit: number): { path: Path; value: unknown }[] {
  const out: { path: Path; value: unknown }[] = [];
  const walk = (v: unknown, path: Path) => {
    if (out.length >= limit) return;
    if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v as Record<string, unknown>))
        walk(child, [...path, Array.isArray(v) ? Number(k) : k]);
      return;
    }
    if (formatPath(path).toLowerCase().includes(text) || String(v).toLowerCase().includes(text))
      out.push({ path, value: v });
  };
  walk(value, []);
  return out;
}

function PathHistory() {
  const { t } = useTranslation();
  const dev = useConsole();
  const [text, setText] = useState('');
  const [seqs, setSeqs] = useState<number[] | null>(null);
  return (
    <section aria-labelledby="developer-history-title">
      <h2 id="developer-history-title">{t('devtools.state.history')}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setSeqs(eventsChangingPath(dev.allEvents(), parsePath(text)));
        }}
      >
        <label>
          {t('devtools.state.path')}{' '}
          <input
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            placeholder="cart.load.status"
          />
        </label>{' '}
        <button type="submit">{t('devtools.state.find')}</button>
      </form>
      {seqs !== null && (
        <p data-testid="path-history">
          {seqs.length === 0
            ? t('devtools.state.never_changed')
            : seqs.slice(0, 200).map((seq) => (
                <button key={seq} type="button" className="developer__chip" onClick={() => dev.travelTo(seq)}>
                  #{seq}
                </button>
              ))}
        </p>
      )}
    </section>
  );
}

function WhatIf({ seq }: { seq: number }) {
  const { t } = useTranslation();
  const dev = useConsole();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [changes, setChanges] = useState<Change[] | null>(null);
  return (
    <section aria-labelledby="developer-whatif-title">
      <h2 id="developer-whatif-title">{t('devtools.whatif.title')}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const a = Number(from);
          const b = to === '' ? a : Number(to);
          if (!Number.isInteger(a) || !Number.isInteger(b)) return;
          const branch = foldWithout(dev.allEvents(), [{ from: Math.min(a, b), to: Math.max(a, b) }], seq);
          setChanges(diff(dev.stateAt(seq), branch));
        }}
      >
        <label>
          {t('devtools.whatif.from')}{' '}
          <input inputMode="numeric" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        </label>{' '}
        <label>
          {t('devtools.whatif.to')}{' '}
          <input inputMode="numeric" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        </label>{' '}
        <button type="submit">{t('devtools.whatif.run')}</button>
      </form>
      {changes && <ChangeList changes={changes} empty={t('devtools.whatif.same')} />}
    </section>
  );
}

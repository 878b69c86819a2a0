/**
 * The dashboard (`/developer`): the viewed session at a glance, pause/resume of the live view,
 * clear, import and the exports (session file, HAR, scenario; personal data pseudonymised, decision
 * 037), the stored sessions, the replay checks (determinism; a live re-run of a loaded session and its
 * result), then the timeline.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportError } from '../../events/session-file';
import { useServices } from '../../src/app/services';
import { tabPseudonymiser } from '../../src/boot/pseudonym-salt';
import type { DevConsole } from './console-model';
import { toHar } from '../session/har';
import { checkDeterminism, type DeterminismResult } from '../state/replay';
import { RecordingSegments } from '../session/recording-segments';
import { RerunPanel } from '../rerun/rerun-panel';
import { planRerun, rerunStarts } from '../rerun/rerun-plan';
import { RerunStartChoice } from '../rerun/rerun-start-choice';
import { requestRerun } from '../rerun/rerun-request';
import { toScenario } from '../session/scenario-export';
import {
  download,
  parseSessionText,
  readSession,
  serializeSession,
  sessionFileOf,
  sessionForExport,
} from '../session/session-io';
import { SessionOpening } from '../session/session-opening';
import { summarizeSession } from '../session/session-summary';
import { listStored, removeStored, storeSession, type StoredSession } from '../session/stored-sessions';
import { Timeline } from '../timeline/timeline';
import { useConsole } from './use-console';

type Notice = { kind: 'ok'; text: string } | { kind: 'error'; error: ImportError } | null;

export function Dashboard() {
  const { t } = useTranslation();
  const dev = useConsole();
  const { config, pseudonymiser } = useServices();
  const events = dev.allEvents();
  const summary = summarizeSession(dev.events());
  const loaded = dev.loaded.value;
  const [notice, setNotice] = useState<Notice>(null);
  const [stored, setStored] = useState<StoredSession[]>(() => listStored(localStorage));
  const [determinism, setDeterminism] = useState<DeterminismResult | null>(null);
  // Where a re-run of the loaded session starts: the page load of the failure unless chosen (087).
  const starts = useMemo(() => (loaded ? rerunStarts(loaded.file) : null), [loaded]);
  const [chosenStart, setChosenStart] = useState<{ id: string; index: number } | null>(null);
  const startAt = loaded && chosenStart?.id === loaded.id ? chosenStart.index : (starts?.failed ?? 0);

  // What every export is made of: the customer's personal data never leaves as it is (decision 037).
  const file = () =>
    sessionForExport(
      loaded?.file ?? sessionFileOf(events, config, __BUILD_ID__),
      pseudonymiser ?? tabPseudonymiser(sessionStorage, false),
    );
  const baseName = () => `session-${(loaded?.name ?? new Date().toISOString()).replace(/[^\w.-]+/g, '-')}`;
  const exportSession = () => {
    const text = serializeSession(file());
    download(text, `${baseName()}.json`, 'application/json');
    const result = storeSession(localStorage, entry(text, 'exported', `${baseName()}.json`, events.length));
    setStored(listStored(localStorage));
    setNotice(
      result.ok
        ? { kind: 'ok', text: t('devtools.export.done') }
        : { kind: 'ok', text: t('devtools.stored.not_kept') },
    );
  };
  const exportHar = () => {
    const f = file();
    const har = toHar(f.events, {
      origin: location.origin,
      startedAt: Date.now() - (f.events.at(-1)?.at ?? 0),
      buildId: f.buildId,
    });
    download(JSON.stringify(har, null, 1), `${baseName()}.har`, 'application/json');
  };
  const exportScenario = () => {
    const f = file();
    const booted = f.events.find((e) => e.type === 'app/booted');
    const scenario = toScenario(
      {
        company: f.company,
        workflow: f.config.workflow ?? 1,
        locale: booted?.type === 'app/booted' ? booted.payload.locale : 'en-US',
        events: f.events,
      },
      baseName(),
    );
    download(JSON.stringify(scenario, null, 1), `${baseName()}.scenario.json`, 'application/json');
  };
  const onImport = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const chosen = input.files?.[0];
    input.value = '';
    if (!chosen) return;
    const result = await readSession(chosen);
    if (!result.ok) return setNotice({ kind: 'error', error: result.error });
    const text = serializeSession(result.session);
    const saved = entry(text, 'imported', chosen.name, result.session.events.length);
    storeSession(localStorage, saved);
    setStored(listStored(localStorage));
    dev.load({ id: saved.id, name: chosen.name, file: result.session });
    setNotice({
      kind: 'ok',
      text: t('devtools.import.done', { name: chosen.name, n: result.session.events.length }),
    });
  };
  const rerunLive = () => {
    if (!loaded) return;
    const result = requestRerun(planRerun(loaded.file, loaded.name, startAt), {
      storage: sessionStorage,
      assign: (url) => location.assign(url),
      trusted: { pageOrigin: location.origin, config },
    });
    if (!result.ok)
      setNotice({ kind: 'error', error: { messageKey: result.messageKey, values: result.values } });
  };
  const openStored = (s: StoredSession) => {
    const result = parseSessionText(s.text);
    if (!result.ok) return setNotice({ kind: 'error', error: result.error });
    dev.load({ id: s.id, name: s.name, file: result.session });
  };

  return (
    <div>
      <h1>{t('devtools.dashboard.title')}</h1>
      <SessionPanel dev={dev} summary={summary} />
      <div className="developer__actions" role="group" aria-label={t('devtools.dashboard.actions')}>
        {!loaded && (
          <button type="button" aria-pressed={dev.frozenAt.value !== null} onClick={() => dev.toggleFrozen()}>
            {dev.frozenAt.value === null ? t('devtools.view.pause') : t('devtools.view.resume')}
          </button>
        )}
        {!loaded && (
          <button type="button" onClick={() => dev.clearView()}>
            {t('devtools.view.clear')}
          </button>
        )}
        {loaded && (
          <button type="button" onClick={() => dev.unload()}>
            {t('devtools.view.back_to_live')}
          </button>
        )}
        <button type="button" onClick={exportSession}>
          {t('devtools.export.session')}
        </button>
        <button type="button" onClick={exportHar}>
          {t('devtools.export.har')}
        </button>
        <button type="button" onClick={exportScenario}>
          {t('devtools.export.scenario')}
        </button>
        <label className="developer__import">
          {t('devtools.import.label')}{' '}
          <input type="file" accept="application/json,.json" onChange={(e) => void onImport(e)} />
        </label>
        <button type="button" onClick={() => setDeterminism(checkDeterminism(events))}>
          {t('devtools.replay.check')}
        </button>
        {loaded && starts && (
          <RerunStartChoice
            starts={starts.starts}
            failed={starts.failed}
            value={startAt}
            onChange={(index) => setChosenStart({ id: loaded.id, index })}
          />
        )}
        {loaded && (
          <button type="button" onClick={rerunLive} aria-describedby="developer-rerun-hint">
            {t('devtools.rerun.start')}
          </button>
        )}
      </div>
      {loaded && (
        <p id="developer-rerun-hint" className="developer__hint">
          {t('devtools.rerun.hint')}
        </p>
      )}
      <p className="developer__hint">{t('devtools.view.hint')}</p>
      <SessionOpening />
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`developer__notice developer__notice--${notice.kind}`}
          data-testid="developer-notice"
        >
          {notice.kind === 'ok' ? notice.text : t(notice.error.messageKey, notice.error.values ?? {})}
          {notice.kind === 'error' && notice.error.detail ? (
            <span className="developer__detail-text"> {notice.error.detail.slice(0, 400)}</span>
          ) : null}
        </p>
      )}
      {determinism && (
        <p role="status" data-testid="determinism">
          {determinism.deterministic
            ? t('devtools.replay.deterministic', { n: determinism.checkpoints })
            : t('devtools.replay.differs', { seq: determinism.firstDifferentSeq, type: determinism.type })}
        </p>
      )}
      <RerunPanel rerun={dev.rerun.value} />
      <StoredList
        stored={stored}
        onOpen={openStored}
        onRemove={(s) => {
          removeStored(localStorage, s.id);
          setStored(listStored(localStorage));
        }}
      />
      <RecordingSegments events={events} />
      <Timeline />
    </div>
  );
}

function entry(text: string, origin: StoredSession['origin'], name: string, events: number): StoredSession {
  const savedAt = new Date().toISOString();
  return { id: `${origin}-${savedAt}-${name}`, name, origin, savedAt, events, text };
}

function SessionPanel({ dev, summary }: { dev: DevConsole; summary: ReturnType<typeof summarizeSession> }) {
  // Subscribes this component itself: a parent's subscription ends when React yields between them.
  useSignals();
  const { t } = useTranslation();
  const loaded = dev.loaded.value;
  const rows: [string, string][] = [
    [
      t('devtools.session.source'),
      loaded ? t('devtools.session.loaded', { name: loaded.name }) : t('devtools.session.live'),
    ],
    [t('devtools.session.company'), summary.company ?? '—'],
    [t('devtools.session.workflow'), summary.workflow === null ? '—' : String(summary.workflow)],
    [t('devtools.session.language'), summary.language ?? '—'],
    [t('devtools.session.events'), String(summary.events)],
    [t('devtools.session.api_calls'), String(summary.apiCalls)],
    [t('devtools.session.errors'), String(summary.errors)],
  ];
  return (
    <dl className="developer__session" data-testid="session-summary">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function StoredList({
  stored,
  onOpen,
  onRemove,
}: {
  stored: StoredSession[];
  onOpen: (s: StoredSession) => void;
  onRemove: (s: StoredSession) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="developer-stored-title">
      <h2 id="developer-stored-title">{t('devtools.stored.title')}</h2>
      {stored.length === 0 ? (
        <p>{t('devtools.stored.empty')}</p>
      ) : (
        <ul className="developer__stored">
          {stored.map((s) => (
            <li key={s.id}>
              <span>{s.name}</span> · {t(`devtools.stored.${s.origin}`)} ·{' '}
              {t('devtools.stored.events', { n: s.events })}{' '}
              <button type="button" onClick={() => onOpen(s)}>
                {t('devtools.stored.open')}
              </button>{' '}
              <button type="button" onClick={() => onRemove(s)}>
                {t('devtools.stored.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

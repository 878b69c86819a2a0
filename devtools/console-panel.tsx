/**
 * The console as a panel over the live app (development builds only; a lazy chunk loaded the first
 * time the panel opens, src/app/dev-console-launcher.tsx): the travel bar, the timeline and the fault
 * controls, docked and resizable, in a portal beside the app. Nothing here appends to the log.
 * Where it sits, how it resizes and why it adds nothing to the recording:
 * docs/decisions/034-console-panel.md.
 */
import { useEffect, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useServices } from '../src/app/services';
import { DEVTOOLS_MARKER } from './developer-area';
import { FaultControls } from './faults/fault-controls';
import {
  defaultSize,
  fitLayout,
  readLayout,
  resizeByKey,
  sizeLimits,
  writeLayout,
  type PanelLayout,
  type PanelSide,
} from './console/panel-layout';
import { RecordingSegments } from './session/recording-segments';
import { RerunPanel } from './rerun/rerun-panel';
import { Timeline } from './timeline/timeline';
import { TravelBanner } from './travel/travel-banner';
import { TravelBar } from './travel/travel-bar';
import { useConsole } from './console/use-console';
import { routePath } from '../events/route-table';

type Tab = 'events' | 'faults';

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

export default function ConsolePanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dev = useConsole();
  const { languagePrefix } = useServices();
  const [host] = useState(() => {
    const el = document.createElement('div');
    el.className = 'developer-panel-host';
    return el;
  });
  const [appRoot] = useState(() => document.getElementById('main-content'));
  const [wanted, setWanted] = useState<PanelLayout>(() => readLayout(localStorage, viewport()));
  const [view, setView] = useState(viewport);
  const [tab, setTab] = useState<Tab>('events');
  const layout = fitLayout(wanted, view);
  const limits = sizeLimits(layout.side, view);

  useEffect(() => {
    document.body.appendChild(host);
    const onResize = () => setView(viewport());
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      host.remove();
      dev.leaveTravel();
    };
  }, [host, dev]);

  // Keep room for the panel so the whole app can still be scrolled into view beside it.
  useEffect(() => {
    const body = document.body.style;
    const property = layout.side === 'bottom' ? 'paddingBottom' : 'paddingRight';
    body[property] = `${layout.size}px`;
    return () => {
      body[property] = '';
    };
  }, [layout.side, layout.size]);

  const change = (next: PanelLayout) => {
    setWanted(next);
    writeLayout(localStorage, next);
  };
  const dock = (side: PanelSide) =>
    change(fitLayout({ side, size: side === layout.side ? layout.size : defaultSize(side, view) }, view));
  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    const handle = e.currentTarget;
    handle.setPointerCapture(e.pointerId);
    const move = (ev: PointerEvent) => {
      const size =
        layout.side === 'bottom' ? window.innerHeight - ev.clientY : window.innerWidth - ev.clientX;
      change(fitLayout({ side: layout.side, size }, viewport()));
    };
    const up = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
  };

  const rowsHeight =
    layout.side === 'bottom' ? Math.max(96, layout.size - 190) : Math.max(160, Math.round(view.height * 0.4));
  const panel = (
    <>
      <TravelBanner dev={dev} appRoot={appRoot} />
      <aside
        className={`developer developer-panel developer-panel--${layout.side}`}
        aria-label={t('devtools.panel.label')}
        data-marker={DEVTOOLS_MARKER}
        data-beside-dialogs=""
        data-testid="console-panel"
        style={layout.side === 'bottom' ? { height: layout.size } : { width: layout.size }}
      >
        {/* A focusable separator is a widget (WAI-ARIA window splitter); the lint rule does not know it. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          className="developer-panel__separator"
          role="separator"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={t('devtools.panel.resize')}
          aria-orientation={layout.side === 'bottom' ? 'horizontal' : 'vertical'}
          aria-valuemin={limits.min}
          aria-valuemax={limits.max}
          aria-valuenow={layout.size}
          onPointerDown={onPointerDown}
          onKeyDown={(e) => {
            const size = resizeByKey(layout, e.key, e.shiftKey, view);
            if (size === null) return;
            e.preventDefault();
            change({ side: layout.side, size });
          }}
        />
        <header className="developer-panel__header">
          <h2 className="developer-panel__title">{t('devtools.panel.label')}</h2>
          <div role="group" aria-label={t('devtools.panel.tabs')} className="developer-panel__tabs">
            <button type="button" aria-pressed={tab === 'events'} onClick={() => setTab('events')}>
              {t('devtools.timeline.title')}
            </button>
            <button type="button" aria-pressed={tab === 'faults'} onClick={() => setTab('faults')}>
              {t('devtools.faults.title')}
            </button>
          </div>
          <div className="developer-panel__tools">
            {view.width >= 768 && (
              <>
                <button type="button" aria-pressed={layout.side === 'bottom'} onClick={() => dock('bottom')}>
                  {t('devtools.panel.dock_bottom')}
                </button>
                <button type="button" aria-pressed={layout.side === 'right'} onClick={() => dock('right')}>
                  {t('devtools.panel.dock_right')}
                </button>
              </>
            )}
            <a href={`${languagePrefix}${routePath('developer')}`} target="_blank" rel="opener">
              {t('devtools.panel.full_page')}
            </a>
            <button type="button" onClick={onClose}>
              {t('devtools.panel.close')}
            </button>
          </div>
        </header>
        <div className="developer-panel__body">
          <TravelBar />
          {tab === 'events' ? (
            <>
              <PanelRerun />
              <PageLoads />
              <Timeline height={rowsHeight} />
            </>
          ) : (
            <FaultControls />
          )}
        </div>
      </aside>
    </>
  );
  return createPortal(panel, host);
}

/** A live re-run's progress and verdict, also on the page where a re-run through the gateway ends. */
function PanelRerun() {
  return <RerunPanel rerun={useConsole().rerun.value} />;
}

/** The recording's page loads (decision 033: one segment each), folded away above the timeline. */
function PageLoads() {
  const { t } = useTranslation();
  const events = useConsole().allEvents();
  const count = events.filter((e) => e.type === 'session/segment-started').length;
  return (
    <details className="developer-panel__loads">
      <summary>{t('devtools.panel.page_loads', { count })}</summary>
      <RecordingSegments events={events} />
    </details>
  );
}

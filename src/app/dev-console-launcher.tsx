/**
 * Development builds only (app.tsx renders it under `__MODE__ === 'development'`, so production
 * bundles drop it): the small floating button and the keyboard shortcut (Alt+Shift+D) that open
 * the developer console as a panel over the live app. The panel itself is a lazy chunk
 * (devtools/console-panel.tsx) loaded the first time it opens. Whether it is open is remembered for
 * the tab (sessionStorage), so it stays open across reloads; the button is not shown on the full
 * console page (`/developer`). In a live re-run's page loads it also shows the re-run's bar
 * (devtools/rerun/rerun-bar.tsx, decision 087) on every page. Nothing here appends to the log: the console never enters the
 * customer's recording.
 */
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { browserStorage } from '../boot/browser-storage';
import type { KeyValueStorage } from '../shared/key-value-storage';
import { readStored, removeStored, writeStored } from '../shared/stored-json';
import { withTimeout } from '../router/lazy-page';
import { isRoutePath } from '../../events/route-table';
import { useServices } from './services';

const ConsolePanel =
  __MODE__ === 'development' ? lazy(() => withTimeout(() => import('../../devtools/console-panel'))) : null;

/** A live re-run's bar (decision 087): loaded only in a re-run's page loads. */
const RerunBar =
  __MODE__ === 'development' ? lazy(() => withTimeout(() => import('../../devtools/rerun/rerun-bar'))) : null;

const OPEN_KEY = 'developer.panel.open';

/** Alt+Shift+D: no browser or screen reader command uses it (Ctrl+Shift+D bookmarks all tabs). */
export function isConsoleShortcut(
  e: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>,
) {
  return e.altKey && e.shiftKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyD';
}

let opened: KeyValueStorage | null = null;
/** The tab's storage, a port that can fail (decision 042): without it the panel is only not reopened. */
const tabStorage = (): KeyValueStorage => (opened ??= browserStorage(window, 'session'));

function readOpen(): boolean {
  return readStored(tabStorage(), OPEN_KEY) === '1';
}

function writeOpen(open: boolean): void {
  if (open) writeStored(tabStorage(), OPEN_KEY, '1');
  else removeStored(tabStorage(), OPEN_KEY);
}

export function DevConsoleLauncher() {
  const { rerunning } = useServices();
  return (
    <>
      {rerunning && RerunBar && (
        <LoadBoundary fallback={null}>
          <Suspense fallback={null}>
            <RerunBar />
          </Suspense>
        </LoadBoundary>
      )}
      <PanelLauncher />
    </>
  );
}

function PanelLauncher() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const [open, setOpen] = useState(readOpen);
  const onConsolePage = isRoutePath('developer', location, { under: true });

  const toggle = (next: boolean) => {
    setOpen(next);
    writeOpen(next);
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isConsoleShortcut(e)) return;
      e.preventDefault();
      setOpen((was) => {
        writeOpen(!was);
        return !was;
      });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!ConsolePanel || onConsolePage) return null;
  if (!open)
    return (
      <button
        type="button"
        className="developer-launcher"
        aria-label={t('devtools.panel.open')}
        title={t('devtools.panel.open')}
        onClick={() => toggle(true)}
      >
        {t('devtools.panel.button')}
      </button>
    );
  return (
    <LoadBoundary
      fallback={
        <p role="alert" className="developer-launcher">
          {t('devtools.panel.load_failed')}
        </p>
      }
    >
      <Suspense
        fallback={
          <p role="status" className="developer-launcher">
            {t('devtools.panel.loading')}
          </p>
        }
      >
        <ConsolePanel onClose={() => toggle(false)} />
      </Suspense>
    </LoadBoundary>
  );
}

/** A panel that fails to load says so; it is the console's failure, not the app's, so no `app/crashed`. */
class LoadBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * How a session arrives in the console besides the import button (decision 033):
 * - `/developer?session=<url>` fetches a reported session file and opens it, with a loading state
 *   and a translated message on a failed fetch or a bad file;
 * - the console's own page load (a typed `/developer`) records nothing of its own, so it opens the
 *   tab's recording: the customer's page loads before it;
 * - a session file dropped anywhere on the console opens it, checked as an import is.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppEvent } from '../../events/envelope';
import type { SessionFile } from '../../events/session-file';
import type { Store } from '../../src/store/store';
import { useServices } from '../../src/app/services';
import { readTabRecording } from '../../src/boot/tab-recording';
import { readSession, sessionFileOf } from './session-io';
import { fetchSession, sessionNameOf, sessionUrlOf, type SessionUrlError } from './session-url';
import { useConsole } from '../console/use-console';

type Status =
  | { kind: 'loading'; url: string }
  | { kind: 'opened'; text: string }
  | { kind: 'error'; error: SessionUrlError; url: string | null }
  | null;

/** Each page load opens what it arrived with once, however often the dashboard mounts. */
const arrived = new WeakSet<Store>();

const recordsItself = (events: readonly AppEvent[]) =>
  events.some((e) => e.type === 'session/segment-started');

export function SessionOpening() {
  const { t } = useTranslation();
  const dev = useConsole();
  const { config } = useServices();
  const [status, setStatus] = useState<Status>(() => {
    const url = arrived.has(dev.store) ? null : sessionUrlOf(location.search);
    return url ? { kind: 'loading', url } : null;
  });

  const open = (id: string, name: string, file: SessionFile) => {
    dev.load({ id, name, file });
  };

  useEffect(() => {
    if (arrived.has(dev.store)) return;
    arrived.add(dev.store);
    const url = sessionUrlOf(location.search);
    if (url) {
      const allowedOrigins = [
        ...(config.sessionOrigins ?? []),
        ...(config.errorReportingUrl ? [config.errorReportingUrl] : []),
      ];
      void fetchSession(url, (u, init) => fetch(u, init), {
        pageOrigin: location.origin,
        allowedOrigins,
      }).then((result) => {
        if (!result.ok) return setStatus({ kind: 'error', error: result.error, url });
        open(`url-${url}`, sessionNameOf(url), result.session);
        setStatus({
          kind: 'opened',
          text: t('devtools.session_url.opened', { url, n: result.session.events.length }),
        });
      });
      return;
    }
    if (recordsItself(dev.store.log.all())) return;
    const stored = readTabRecording(sessionStorage);
    if (!stored || stored.events.length === 0) return;
    const booted = [...stored.events].reverse().find((e) => e.type === 'app/booted');
    const bootConfig = booted?.type === 'app/booted' ? booted.payload.config : config;
    open(
      'tab-recording',
      t('devtools.recording.tab_name'),
      sessionFileOf(stored.events, bootConfig, __BUILD_ID__),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page load (arrived)
  }, []);

  useEffect(() => {
    const over = (e: DragEvent) => {
      if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
    };
    const drop = (e: DragEvent) => {
      const file = e.dataTransfer?.files[0];
      if (!file) return;
      e.preventDefault();
      void readSession(file).then((result) => {
        if (!result.ok)
          return setStatus({ kind: 'error', error: { ...result.error, badFile: true }, url: null });
        open(`dropped-${file.name}`, file.name, result.session);
        setStatus({
          kind: 'opened',
          text: t('devtools.drop.opened', { name: file.name, n: result.session.events.length }),
        });
      });
    };
    document.addEventListener('dragover', over);
    document.addEventListener('drop', drop);
    return () => {
      document.removeEventListener('dragover', over);
      document.removeEventListener('drop', drop);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the console model lives as long as the store
  }, [dev]);

  return (
    <div className="developer__opening" data-testid="session-opening">
      <p className="developer__hint">{t('devtools.drop.zone')}</p>
      {status?.kind === 'loading' && (
        <p role="status" aria-busy="true">
          {t('devtools.session_url.loading', { url: status.url })}
        </p>
      )}
      {status?.kind === 'opened' && <p role="status">{status.text}</p>}
      {status?.kind === 'error' && (
        <p role="alert" className="developer__notice developer__notice--error">
          {status.error.badFile && status.url !== null
            ? `${t('devtools.session_url.bad_file', { url: status.url })} `
            : ''}
          {t(status.error.messageKey, status.error.values ?? {})}
        </p>
      )}
    </div>
  );
}

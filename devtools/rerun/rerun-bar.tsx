/**
 * The bar of a live re-run (decision 087), shown by the app shell on every page the re-run passes
 * (src/app/dev-console-launcher.tsx loads it only in a re-run's page loads), whether the console's
 * panel is open or not: that this is a re-run, which page load of how many and which intent of how
 * many it has played, and Stop; once it ends, its verdict (or where Stop ended it).
 */
import { useTranslation } from 'react-i18next';
import { useConsole } from '../console/use-console';
import { useVerdict } from './rerun-panel';

export default function RerunBar() {
  const { t } = useTranslation();
  const dev = useConsole();
  const rerun = dev.rerun.value;
  const verdict = useVerdict(rerun?.status === 'done' ? rerun : null);
  if (!rerun) return null;
  const stopping = dev.rerunStopped.value && rerun.status === 'running';
  return (
    <section
      className="developer-rerun-bar"
      aria-label={t('devtools.rerun.bar_label', { name: rerun.name })}
      data-testid="rerun-bar"
    >
      {rerun.status === 'running' && rerun.progress && (
        <p className="developer-rerun-bar__progress">
          {t('devtools.rerun.bar_progress', { name: rerun.name, ...rerun.progress })}
        </p>
      )}
      {rerun.status === 'running' && (
        <button type="button" disabled={stopping} onClick={() => dev.stopRerun()}>
          {t('devtools.rerun.stop')}
        </button>
      )}
      {rerun.status === 'failed' && <p role="alert">{t(rerun.messageKey)}</p>}
      {rerun.status === 'done' && (
        <p role="status" className="developer-rerun-bar__progress">
          {rerun.stopped ? `${t('devtools.rerun.stopped_at', { ...rerun.stopped })} ` : ''}
          {verdict}
        </p>
      )}
    </section>
  );
}

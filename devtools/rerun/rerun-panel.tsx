/**
 * The dashboard's account of a live re-run in this session (console `rerun` signal, rerun-live.ts):
 * its progress, then "same outcome" or the first recorded event where the re-run differs, with
 * how many intents were re-emitted or re-derived and any that could not wait or were refused.
 */
import { useTranslation } from 'react-i18next';
import type { RerunStatus } from '../console/console-model';
import { describeOutcome } from './rerun-trace';

export function RerunPanel({ rerun }: { rerun: RerunStatus | null }) {
  const { t } = useTranslation();
  if (!rerun) return null;
  return (
    <section aria-labelledby="developer-rerun-title" className="developer__rerun">
      <h2 id="developer-rerun-title">{t('devtools.rerun.title', { name: rerun.name })}</h2>
      {rerun.status === 'running' && (
        <p role="status" data-testid="rerun-status">
          {rerun.progress
            ? t('devtools.rerun.bar_progress', { name: rerun.name, ...rerun.progress })
            : t('devtools.rerun.running', { done: rerun.done, total: rerun.total })}
        </p>
      )}
      {rerun.status === 'failed' && (
        <p role="alert" data-testid="rerun-status">
          {t(rerun.messageKey)}
        </p>
      )}
      {rerun.status === 'done' && <RerunResult rerun={rerun} />}
    </section>
  );
}

type Done = Extract<RerunStatus, { status: 'done' }>;

/** The verdict of an ended re-run in words ('' while none), for this panel and the re-run's bar. */
export function useVerdict(rerun: Done | null): string {
  const { t } = useTranslation();
  if (!rerun) return '';
  const { comparison } = rerun;
  return comparison.same
    ? t('devtools.rerun.same', { outcome: describeOutcome(comparison.outcome) })
    : comparison.recordedSeq !== null
      ? t('devtools.rerun.differs', { seq: comparison.recordedSeq, what: comparison.what })
      : comparison.liveSeq !== null
        ? t('devtools.rerun.differs_live', { seq: comparison.liveSeq, what: comparison.what })
        : t('devtools.rerun.differs_unplaced', { what: comparison.what });
}

function RerunResult({ rerun }: { rerun: Done }) {
  const { t } = useTranslation();
  const { report } = rerun;
  const comparison = rerun.comparison;
  const verdict = useVerdict(rerun);
  const refused = comparison.same ? [] : (comparison.refused ?? []);
  return (
    <>
      <p role="status" data-testid="rerun-status">
        {rerun.stopped ? `${t('devtools.rerun.stopped_at', { ...rerun.stopped })} ` : ''}
        {verdict}
      </p>
      <p>{t('devtools.rerun.counts', { emitted: report.emitted, rederived: report.rederived })}</p>
      {refused.length > 0 && <p>{t('devtools.rerun.refused_calls', { list: refused.join(', ') })}</p>}
      {report.unsettled.length > 0 && (
        <p>{t('devtools.rerun.unsettled', { list: report.unsettled.map((s) => `#${s}`).join(', ') })}</p>
      )}
      {report.refused.length > 0 && (
        <ul>
          {report.refused.map((r) => (
            <li key={r.seq}>{t('devtools.rerun.refused', { seq: r.seq, type: r.type, reason: r.reason })}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The tutorial's progress bar: a quarter per step (step number over four), announced as
 * "Step 2 of 4".
 */
import { useTranslation } from 'react-i18next';

export function TutorialProgress({
  step,
  count,
  progress,
}: {
  step: number;
  count: number;
  progress: number;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="tutorial__progress"
      role="progressbar"
      aria-label={t('tutorial.progress.label')}
      aria-valuemin={0}
      aria-valuemax={count}
      aria-valuenow={step}
      aria-valuetext={t('tutorial.progress', { step, count })}
    >
      <div className="tutorial__progress-fill" style={{ width: `${Math.round(progress * 100)}%` }} />
    </div>
  );
}

/**
 * The dashboard's choice of the page load a live re-run starts at (decision 087): every page load
 * of the loaded recording the re-run can start at, the one where the failure happened marked and
 * offered first (rerun-plan.ts `rerunStarts`). The page loads before the chosen one are not played.
 */
import { useTranslation } from 'react-i18next';
import type { AppEvent } from '../../events/envelope';

export function RerunStartChoice({
  starts,
  failed,
  value,
  onChange,
}: {
  starts: readonly AppEvent[];
  failed: number | null;
  value: number;
  onChange(index: number): void;
}) {
  const { t } = useTranslation();
  if (starts.length < 2) return null;
  const label = (start: AppEvent, index: number) => {
    const item =
      start.type === 'session/segment-started'
        ? t('devtools.recording.item', {
            segment: index + 1,
            reason: t(`devtools.recording.reason.${start.payload.reason}`),
            url: start.payload.url,
          })
        : `${index + 1}.`;
    return index === failed ? t('devtools.rerun.failed_here', { item }) : item;
  };
  return (
    <label className="developer__import">
      {t('devtools.rerun.start_at')}{' '}
      <select value={value} onChange={(e) => onChange(Number(e.currentTarget.value))}>
        {starts.map((start, index) => (
          <option key={start.seq} value={index}>
            {label(start, index)}
          </option>
        ))}
      </select>
    </label>
  );
}

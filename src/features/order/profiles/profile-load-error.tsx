/**
 * The failure of loading the saved profiles of a step, announced, with a retry (billing and
 * domain profile steps).
 */
import { useTranslation } from 'react-i18next';

export function ProfileLoadError({ messageKey, onRetry }: { messageKey: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="message message--error" role="alert">
      <span>{t(messageKey)}</span>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/**
 * The failure of loading the saved profiles of a step, announced, with a retry (billing and
 * domain profile steps).
 */
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/services';
import { workflowKey } from '../../../i18n/workflow-keys';

export function ProfileLoadError({ messageKey, onRetry }: { messageKey: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const { workflow } = useServices().config;
  return (
    <div className="message message--error" role="alert">
      <span>{t(workflowKey(messageKey, workflow))}</span>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

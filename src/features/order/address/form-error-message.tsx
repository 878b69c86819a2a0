/**
 * The message of a profile form as a whole (no field to put it on), announced when it appears:
 * above the address form, and where the domain-profile step shows no form (its billing-details
 * option, decision 019).
 */
import { useTranslation } from 'react-i18next';
import type { ErrorItem } from '../../../../events/contract/errors';
import { useServices } from '../../../app/services';
import { workflowKey } from '../../../i18n/workflow-keys';

export function FormErrorMessage({ error }: { error: ErrorItem | null | undefined }) {
  const { t } = useTranslation();
  const { workflow } = useServices().config;
  if (!error) return null;
  return (
    <p className="message message--error" role="alert">
      {t(workflowKey(error.translationKey, workflow), error.values ?? {})}
    </p>
  );
}

/**
 * The message of a profile form as a whole (no field to put it on), in the form's one announced
 * summary (src/ui/form-error-summary.tsx): a refused submit's "The form contains errors…", or the
 * provider's message. Above the address form, and where the domain-profile step shows no form (its
 * billing-details option, decision 019).
 */
import { useTranslation } from 'react-i18next';
import type { ErrorItem } from '../../../../events/contract/errors';
import { useServices } from '../../../app/services';
import { workflowKey } from '../../../i18n/workflow-keys';
import { FormErrorSummary } from '../../../ui/form-error-summary';

export function FormErrorMessage({ error }: { error: ErrorItem | null | undefined }) {
  const { t } = useTranslation();
  const { workflow } = useServices().config;
  return (
    <FormErrorSummary
      text={error ? t(workflowKey(error.translationKey, workflow), error.values ?? {}) : null}
    />
  );
}

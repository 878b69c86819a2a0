/**
 * The message under a field: an error (tied to the input with aria-describedby; not a live region
 * of its own: the form's summary is the one announcement, form-error-message.tsx), or a note such
 * as a running check. Keys come from the rules and the provider; texts from i18n.
 */
import { useTranslation } from 'react-i18next';

export function fieldMessageId(inputId: string): string {
  return `${inputId}-message`;
}

export function FieldMessage({
  inputId,
  error,
  note,
}: {
  inputId: string;
  error?: string | undefined;
  note?: string | undefined;
}) {
  const { t } = useTranslation();
  if (!error && !note) return null;
  return (
    <span id={fieldMessageId(inputId)} className={error ? 'field__error' : 'field__note'}>
      {t(error ?? note ?? '')}
    </span>
  );
}

/**
 * The message under a field: an error (announced, tied to the input with aria-describedby), or a
 * note such as a running check. Keys come from the rules and the provider; texts from i18n.
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
    <span
      id={fieldMessageId(inputId)}
      className={error ? 'field__error' : 'field__note'}
      role={error ? 'alert' : undefined}
    >
      {t(error ?? note ?? '')}
    </span>
  );
}

/**
 * A labelled field of the contact form with its message: the value is the customer's while typed
 * and committed when they leave the field (which clears its message, spec §5).
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ServerFormField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error: string | null;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t(label)}</label>
      {children({ id, describedBy: error ? errorId : undefined, invalid: error !== null })}
      {hint}
      {error && (
        <span id={errorId} className="field__error">
          {t(error)}
        </span>
      )}
    </div>
  );
}

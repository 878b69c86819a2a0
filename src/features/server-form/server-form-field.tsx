/**
 * A labelled field of the contact form with its message. The message has its place reserved
 * whether or not it shows (an empty line), so a message that goes or comes when a field loses
 * focus moves nothing on the page: the press on "Send inquiry" that takes the focus away from a
 * corrected field lands on the button and sends (issue 14 item 9).
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
      <span id={errorId} className="field__error field__error--reserved">
        {error ? t(error) : ''}
      </span>
    </div>
  );
}

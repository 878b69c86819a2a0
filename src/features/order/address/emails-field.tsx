/**
 * The e-mails input (spec §5): comma-separated addresses, trimmed and without blanks once the
 * field is left, then validated. Its label names the invoice addresses it holds (e-invoice
 * delivery relabels it, decision 054).
 */
import { useTranslation } from 'react-i18next';
import { tidyEmails } from '../../../validation/emails-input';
import { FieldLabel } from './field-label';
import { FieldMessage, fieldMessageId } from './field-message';
import { useDraftValue } from './use-draft-value';

export interface EmailsFieldProps {
  id: string;
  committed: string;
  required: boolean;
  /** Defaults to 'Other e-mail addresses'. */
  labelKey?: string;
  error?: string | undefined;
  disabled?: boolean;
  autoComplete?: string | undefined;
  onCommit(value: string): void;
}

export function EmailsField(props: EmailsFieldProps) {
  const { t } = useTranslation();
  const draft = useDraftValue(props.committed, (v) => props.onCommit(tidyEmails(v)));
  const error = draft.editing ? undefined : props.error;
  const hintId = `${props.id}-hint`;
  return (
    <div className="field field--emails">
      <FieldLabel
        htmlFor={props.id}
        text={t(props.labelKey ?? 'address.field.emails')}
        required={props.required}
      />
      <input
        id={props.id}
        type="text"
        inputMode="email"
        autoComplete={props.autoComplete}
        value={draft.value}
        required={props.required}
        aria-required={props.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? fieldMessageId(props.id) : ''].filter(Boolean).join(' ')}
        disabled={props.disabled}
        onChange={(e) => draft.change(e.target.value)}
        onBlur={draft.blur}
        onKeyDown={draft.keyDown}
      />
      <span id={hintId} className="field__hint">
        {t('address.emails.hint')}
      </span>
      <FieldMessage inputId={props.id} error={error} />
    </div>
  );
}

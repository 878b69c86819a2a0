/**
 * One labelled text input of a profile form: local draft while typing, committed on blur; `live`
 * fields also report each value (names and login: their checks run after a pause). Its message
 * hides while the customer is changing the value.
 */
import type { HTMLInputTypeAttribute } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from './field-label';
import { FieldMessage, fieldMessageId } from './field-message';
import { useDraftValue } from './use-draft-value';

export interface TextFieldProps {
  id: string;
  labelKey: string;
  committed: string;
  required: boolean;
  error?: string | undefined;
  note?: string | undefined;
  disabled?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string | undefined;
  inputMode?: 'numeric' | 'email' | 'tel' | undefined;
  /** Shown in the empty field when it gets focus (the birthday picker starts at 1995-01-01). */
  focusDefault?: string;
  onCommit(value: string): void;
  onEdit?: ((value: string) => void) | undefined;
}

export function TextField(props: TextFieldProps) {
  const { t } = useTranslation();
  const draft = useDraftValue(props.committed, props.onCommit, props.onEdit);
  const error = draft.editing ? undefined : props.error;
  const described = error || props.note ? fieldMessageId(props.id) : undefined;
  return (
    <div className={`field field--${props.id.split('-').pop() ?? ''}`}>
      <FieldLabel htmlFor={props.id} text={t(props.labelKey)} required={props.required} />
      <input
        id={props.id}
        type={props.type ?? 'text'}
        value={draft.value}
        required={props.required}
        aria-required={props.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        disabled={props.disabled}
        onFocus={() => {
          if (props.focusDefault && draft.value === '') draft.change(props.focusDefault);
        }}
        onChange={(e) => draft.change(e.target.value)}
        onBlur={draft.blur}
        onKeyDown={draft.keyDown}
      />
      <FieldMessage inputId={props.id} error={error} note={error ? undefined : props.note} />
    </div>
  );
}

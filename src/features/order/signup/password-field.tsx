/**
 * The sign-up password (spec §5): typed in the view only (it never enters the log; the submit
 * hands it to the secret vault), with a strength meter, a Caps Lock warning, show/hide, generate
 * and copy. Copying writes to the clipboard here, because the value must not travel through an
 * intent; the 'saved in clipboard' hint is state of the log and its 5 s timer an effect.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePassword, passwordStrength } from '../../../validation/password';
import { FieldMessage, fieldMessageId } from '../address/field-message';

export interface PasswordFieldProps {
  value: string;
  error: string | undefined;
  copied: boolean;
  disabled: boolean;
  onChange(value: string): void;
  onBlur(): void;
  onCopied(): void;
}

export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [editing, setEditing] = useState(false);
  const strength = passwordStrength(props.value);
  const id = 'signup-password';
  const error = editing ? undefined : props.error;
  const onKey = (e: React.KeyboardEvent<HTMLInputElement>) => setCapsLock(e.getModifierState('CapsLock'));
  const copy = () => {
    void globalThis.navigator?.clipboard?.writeText(props.value).then(props.onCopied, () => undefined);
  };
  return (
    <div className="field field--password">
      <label htmlFor={id}>{t('signup.password')}</label>
      <div className="password-field">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          value={props.value}
          required
          aria-required
          autoComplete="new-password"
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-rules`, `${id}-strength`, error ? fieldMessageId(id) : '']
            .filter(Boolean)
            .join(' ')}
          disabled={props.disabled}
          onChange={(e) => {
            setEditing(true);
            props.onChange(e.target.value);
          }}
          onBlur={() => {
            setEditing(false);
            setCapsLock(false);
            props.onBlur();
          }}
          onKeyDown={onKey}
          onKeyUp={onKey}
        />
        <button
          type="button"
          className="button"
          disabled={props.disabled}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {t(visible ? 'signup.password.hide' : 'signup.password.show')}
        </button>
        <button
          type="button"
          className="button"
          disabled={props.disabled}
          onClick={() => {
            props.onChange(generatePassword());
            setVisible(true);
            setEditing(false);
          }}
        >
          {t('signup.password.generate')}
        </button>
        <button
          type="button"
          className="button"
          disabled={props.disabled || props.value === ''}
          onClick={copy}
        >
          {t('signup.password.copy')}
        </button>
      </div>
      {capsLock && (
        <span className="field__warning" role="status">
          {t('signup.password.caps_lock')}
        </span>
      )}
      {props.copied && (
        <span className="field__note" role="status">
          {t('signup.password.copied')}
        </span>
      )}
      <span id={`${id}-rules`} className="field__hint">
        {t('signup.password.rules')}
      </span>
      <div id={`${id}-strength`} className={`password-meter password-meter--${strength.level}`}>
        <meter
          min={0}
          max={4}
          low={2}
          high={3}
          optimum={4}
          value={strength.score}
          aria-label={t('signup.password.strength_label')}
        />
        {strength.level !== 'empty' && <span>{t(`signup.password.strength.${strength.level}`)}</span>}
      </div>
      <FieldMessage inputId={id} error={error} />
    </div>
  );
}

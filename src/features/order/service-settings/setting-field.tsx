/**
 * One mandatory setting input (name, domain or auth code) with its label, its own validation
 * message and the provider's messages for that field.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditableProperty } from '../../../../events/contract/scalars';
import { itemFieldPath } from '../../../../projections/messages/routing';
import { MessagesRegion } from '../../../ui/messages-region';
import { domainInputProps } from '../../../ui/domain-input-props';

interface Props {
  itemId: string;
  property: EditableProperty;
  value: string;
  error: string | null;
  /** An auth code is already stored; the field may stay empty. */
  kept: boolean;
  onChange(value: string): void;
  onBlur(): void;
}

export function SettingField({ itemId, property, value, error, kept, onChange, onBlur }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [kept ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{t(`service_settings.property.${property}`)}</label>
      <input
        id={id}
        name={property}
        type={property === 'eppCode' ? 'password' : 'text'}
        {...(property === 'name' ? { autoComplete: 'off' } : domainInputProps)}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={!kept}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {kept && (
        <span id={hintId} className="field__hint">
          {t('service_settings.epp_code_kept')}
        </span>
      )}
      {error && (
        <span id={errorId} className="field__error">
          {t(error)}
        </span>
      )}
      <MessagesRegion path={itemFieldPath(itemId, `properties.${property}`)} />
    </div>
  );
}

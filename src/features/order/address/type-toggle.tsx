/**
 * Personal or company (spec §2 "Address form"): a radio pair, committed on choice.
 */
import { useTranslation } from 'react-i18next';

export function TypeToggle({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: string;
  disabled?: boolean;
  onChange(value: 'personal' | 'company'): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="type-toggle" disabled={disabled}>
      <legend>{t('address.type.label')}</legend>
      {(['personal', 'company'] as const).map((type) => (
        <label key={type} className="type-toggle__option">
          <input
            type="radio"
            name={id}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          {t(`address.type.${type}`)}
        </label>
      ))}
    </fieldset>
  );
}

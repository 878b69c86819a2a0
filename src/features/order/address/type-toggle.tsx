/**
 * Personal or company (spec §2 "Address form"): a radio pair, committed on choice.
 */
import { useTranslation } from 'react-i18next';
import { RadioChoice } from './radio-choice';

const TYPES = ['personal', 'company'] as const;

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
    <RadioChoice
      name={id}
      legend={t('address.type.label')}
      options={TYPES}
      labelOf={(type) => t(`address.type.${type}`)}
      value={value}
      disabled={disabled}
      onChange={onChange}
    />
  );
}

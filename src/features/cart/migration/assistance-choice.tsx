/**
 * The assistance choice of the migration promotion (spec §1): need help (50 % off next year) or
 * self-managed (100 % off). Each click is an intent; an effect sends the choice after 500 ms.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../../../app/services';

export function AssistanceChoice({ value }: { value: boolean | null }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const name = useId();
  const choices = [
    {
      needAssistance: true,
      label: 'migration.assistance.need_help',
      hint: 'migration.assistance.need_help.discount',
    },
    { needAssistance: false, label: 'migration.assistance.self', hint: 'migration.assistance.self.discount' },
  ] as const;
  return (
    <fieldset className="migration__assistance">
      <legend>{t('migration.assistance.legend')}</legend>
      {choices.map((c) => (
        <div key={String(c.needAssistance)} className="radio">
          <input
            id={`${name}-${c.needAssistance}`}
            type="radio"
            name={name}
            checked={value === c.needAssistance}
            onChange={() => dispatch('migration/assistance-edited', { needAssistance: c.needAssistance })}
          />
          <label htmlFor={`${name}-${c.needAssistance}`}>
            {t(c.label)} <span className="migration__discount">{t(c.hint)}</span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}

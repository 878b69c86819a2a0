/**
 * Language select of spec §2: the language is the two-letter path prefix; choosing the default
 * language removes the prefix, another adds or replaces it, and the page reloads.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';

export function LanguageSelect() {
  const { t } = useTranslation();
  const { config, locale, store } = useServices();
  const id = useId();
  if (config.languages.length < 2) return null;
  const onChange = (target: string) => store.dispatch('app/language-change-requested', { locale: target });
  return (
    <div className="language-select">
      <label htmlFor={id}>{t('language.select')}</label>
      <select id={id} value={locale} onChange={(e) => onChange(e.target.value)}>
        {config.languages.map((l) => (
          <option key={l} value={l}>
            {t(`language.name.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

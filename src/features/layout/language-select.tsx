/**
 * Language select of spec §2: the language is the two-letter path prefix; choosing the default
 * language removes the prefix, another adds or replaces it, and the page reloads.
 * Below md (decision 031) the label is read but not shown and the native select lies, transparent,
 * over the language's two-letter code, so the header keeps to one line and the select stays native.
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
      <label htmlFor={id} className="language-select__label">
        {t('language.select')}
      </label>
      <span className="language-select__control">
        <span className="language-select__code" aria-hidden="true">
          {locale.slice(0, 2).toUpperCase()}
        </span>
        <select id={id} value={locale} onChange={(e) => onChange(e.target.value)}>
          {config.languages.map((l) => (
            <option key={l} value={l}>
              {t(`language.name.${l}`)}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}

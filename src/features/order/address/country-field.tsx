/**
 * The country of the profile, shown by name in the customer's language: fixed to the company's
 * country (spec §2 "country (disabled)") unless the profile may choose another (a natural person on
 * the Czech site may live in the United Kingdom: `countryChoices`, decision 059).
 */
import { useTranslation } from 'react-i18next';

function countryName(code: string, locale: string): string {
  try {
    const names = new Intl.DisplayNames([locale === 'xx-XX' ? 'en-US' : locale], { type: 'region' });
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export function CountryField({
  id,
  code,
  choices,
  locale,
  autoComplete,
  disabled = false,
  onChange,
}: {
  id: string;
  code: string;
  /** The countries the profile may have; one: the field is fixed. */
  choices: readonly string[];
  locale: string;
  autoComplete?: string | undefined;
  disabled?: boolean;
  onChange(code: string): void;
}) {
  const { t } = useTranslation();
  const options = choices.includes(code) ? choices : [code, ...choices];
  return (
    <div className="field field--countryCode">
      <label htmlFor={id}>{t('address.field.countryCode')}</label>
      <select
        id={id}
        value={code}
        autoComplete={autoComplete}
        disabled={disabled || options.length < 2}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {countryName(option, locale)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The country of the profile: fixed to the company's country (spec §2 "country (disabled)"),
 * shown by name in the customer's language.
 */
import { useTranslation } from 'react-i18next';

export function countryName(code: string, locale: string): string {
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
  locale,
  autoComplete,
}: {
  id: string;
  code: string;
  locale: string;
  autoComplete?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="field field--countryCode">
      <label htmlFor={id}>{t('address.field.countryCode')}</label>
      <select id={id} value={code} autoComplete={autoComplete} disabled>
        <option value={code}>{countryName(code, locale)}</option>
      </select>
    </div>
  );
}

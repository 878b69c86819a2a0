/**
 * The label of a profile form's field: its name, and "(optional)" after it when the field may stay
 * empty. Memoised: a keystroke renders its field and the field's message, not the label (decision 030).
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

export const FieldLabel = memo(function FieldLabel({
  htmlFor,
  text,
  required,
}: {
  htmlFor: string;
  text: string;
  required: boolean;
}) {
  const { t } = useTranslation();
  return (
    <label htmlFor={htmlFor}>
      {text}
      {!required && <span className="field__optional"> {t('address.optional')}</span>}
    </label>
  );
});

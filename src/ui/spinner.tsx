/**
 * The loading indicator: a labelled status so screen readers announce that something is loading.
 */
import { useTranslation } from 'react-i18next';

export function Spinner({ labelKey = 'app.loading' }: { labelKey?: string }) {
  const { t } = useTranslation();
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__dot" aria-hidden="true" />
      <span className="spinner__label">{t(labelKey)}</span>
    </div>
  );
}

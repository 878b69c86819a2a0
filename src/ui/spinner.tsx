/**
 * The loading indicator: a labelled status so screen readers announce that something is loading.
 */
import { useTranslation } from 'react-i18next';
import { loadingKey, spinnerClasses } from './spinner-classes';

export function Spinner({ labelKey = loadingKey }: { labelKey?: string }) {
  const { t } = useTranslation();
  return (
    <div className={spinnerClasses.root} role="status" aria-live="polite">
      <span className={spinnerClasses.dot} aria-hidden="true" />
      <span className={spinnerClasses.label}>{t(labelKey)}</span>
    </div>
  );
}

/**
 * The optional-settings page (route `mandatory`, named `optional`, spec §2). Its content is part of
 * the order steps work (issue 4).
 */
import { useTranslation } from 'react-i18next';

export default function OptionalSettingsPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--optional" aria-labelledby="optional-title">
      <h1 id="optional-title">{t('step.service-settings')}</h1>
    </section>
  );
}

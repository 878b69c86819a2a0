/**
 * The guided website flow (`/iwp/:step`, development and staging only, spec §2). Its three steps
 * are issue 7.
 */
import { useTranslation } from 'react-i18next';

export default function WebsiteFlowPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--website-flow" aria-labelledby="iwp-title">
      <h1 id="iwp-title">{t('website_flow.step1.title')}</h1>
    </section>
  );
}

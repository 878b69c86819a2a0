/**
 * The 404 page of spec §2: 'You might have gotten lost' with a button back to the root, and where
 * to find help (support page and helpdesk hours).
 */
import { useTranslation } from 'react-i18next';
import { HelpdeskContact } from '../../ui/helpdesk';
import { AppLink } from '../../ui/link-button';
import { routePath } from '../../../events/route-table';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page page--not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('not_found.title')}</h1>
      <p>{t('not_found.text')}</p>
      <AppLink to={routePath('home')} className="button button--primary">
        {t('not_found.back')}
      </AppLink>
      <HelpdeskContact />
    </section>
  );
}

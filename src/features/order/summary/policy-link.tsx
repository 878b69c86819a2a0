/**
 * The link from a consent to the document it agrees to (issue 23): the company's terms or its
 * data-sharing policy, from the config (`termsUrl`, `privacyUrl`). It opens in a new tab, so the
 * checkout and what was typed stay where they are, and says so; `rel="noopener"` keeps the opened
 * page from reaching back into the checkout. It sits next to the checkbox's label, not in it, so
 * following it does not tick the consent. Without a URL in the config the consent is its text alone.
 */
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/services';

export function PolicyLink({ policy }: { policy: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const url = policy === 'terms' ? config.termsUrl : config.privacyUrl;
  if (!url) return null;
  return (
    <a className="consent__link" href={url} target="_blank" rel="noopener noreferrer">
      {t(policy === 'terms' ? 'order.consent.terms_link' : 'order.consent.privacy_link')}{' '}
      <span className="visually-hidden">{t('order.consent.new_tab')}</span>
    </a>
  );
}

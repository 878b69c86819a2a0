/**
 * The error behind a thank-you `exception` (spec §8): its message, a retry when the order was not
 * created (the cart is unchanged), the customer administration when an unpaid invoice blocks it.
 */
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { AppLink } from '../../ui/link-button';
import { providerLinks } from '../../ui/provider-links';
import { routePath } from '../../../events/route-table';

export function ExceptionDetails({ exception }: { exception: string | null }) {
  const { t } = useTranslation();
  const { config } = useServices();
  return (
    <div className="exception-details">
      <p role="alert" className="message message--error">
        {t(exception ?? 'wsk.general.unknown_error', { defaultValue: t('wsk.general.unknown_error') })}
      </p>
      {exception === 'order.not_created' && (
        <AppLink
          to={routePath('order-page', { query: { step: 'recapitulation' } })}
          className="button button--primary"
        >
          {t('thank_you.exception.retry')}
        </AppLink>
      )}
      {exception === 'order.unpaid_invoice' && (
        <p>
          <a className="button button--primary" href={providerLinks(config).webAdmin}>
            {t('thank_you.exception.admin')}
          </a>
        </p>
      )}
    </div>
  );
}

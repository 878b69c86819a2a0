/**
 * The dedicated-server, monitoring and management contact form routes (spec §2), each with a uuid
 * in the URL: the offer, the form, and after a submit the confirmation. An unknown or malformed
 * uuid (`server_form.offer_not_found`) or another failed load shows its message and a link back.
 */
import { useTranslation } from 'react-i18next';
import type { ServerFormVariant } from '../../../events/catalogue/server-form';
import { sameValue } from '../../../projections/shared/same-value';
import { useAppSelector } from '../../app/use-app-selector';
import { AppLink } from '../../ui/link-button';
import { Spinner } from '../../ui/spinner';
import { ServerContactForm } from './server-contact-form';
import { ServerOfferSummary } from './server-offer-summary';
import { routePath } from '../../../events/route-table';

export default function ServerContactPage({ variant, uuid }: { variant: ServerFormVariant; uuid: string }) {
  const { t } = useTranslation();
  const form = useAppSelector((state) => state.serverForm, sameValue);
  const mine = form.uuid === uuid && form.variant === variant;
  const offer = mine ? form.offer : { status: 'loading' as const };
  return (
    <section
      className="page page--server-contact server-contact"
      aria-labelledby="server-contact-title"
      data-uuid={uuid}
    >
      <h1 id="server-contact-title">{t(`server_form.title.${variant}`)}</h1>
      {(offer.status === 'loading' || offer.status === 'idle') && <Spinner />}
      {offer.status === 'failed' && (
        <div className="server-contact__missing">
          <p className="message message--error" role="alert">
            {t(offer.error.messageKey)}
          </p>
          <AppLink to={routePath('home')} className="button">
            {t('server_form.back')}
          </AppLink>
        </div>
      )}
      {offer.status === 'loaded' && <ServerOfferSummary offer={offer.offer} />}
      {offer.status === 'loaded' &&
        (form.submit.status === 'sent' ? (
          <p className="message message--success" role="status">
            {t('server_form.sent')}
          </p>
        ) : (
          <ServerContactForm
            key={`${variant}:${uuid}:${form.options.length}`}
            variant={variant}
            uuid={uuid}
            form={form}
            periods={offer.offer.prices.map((p) => p.period)}
          />
        ))}
    </section>
  );
}

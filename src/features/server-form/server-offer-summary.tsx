/**
 * What the inquiry is about (spec §3 "Dedicated server offer", contract E48–E50): a dedicated
 * server's brand, CPU, cores, RAM, drives and tag, or the monitoring / management service, with
 * the price per period.
 */
import { useTranslation } from 'react-i18next';
import type { ServerOffer } from '../../../projections/server-form/state';
import { useServices } from '../../app/services';
import { formatPrice } from '../../i18n/format';
import { periodLabel } from '../../i18n/period-label';

export function ServerOfferSummary({ offer }: { offer: ServerOffer }) {
  const { t } = useTranslation();
  const { config, locale } = useServices();
  const money = (amount: number) => formatPrice(amount, config.currency, locale);
  const prices = (
    <ul className="server-offer__prices">
      {offer.prices.map((p) => (
        <li key={p.period}>
          {periodLabel(p.period, locale)}:{' '}
          {p.marketingPrice > p.actualPrice && <s>{money(p.marketingPrice)}</s>}{' '}
          <strong>{money(p.actualPrice)}</strong>
        </li>
      ))}
    </ul>
  );
  if ('uuid' in offer) {
    return (
      <section className="server-offer" aria-label={t('server_form.offer')}>
        <h2>
          {offer.brand} {offer.cpuName}
          {offer.tag && <span className="badge">{offer.tag}</span>}
        </h2>
        <dl className="server-offer__specs">
          <dt>{t('server_form.cpu_cores')}</dt>
          <dd>{offer.cpuCores}</dd>
          <dt>{t('server_form.ram')}</dt>
          <dd>{t('server_form.ram_value', { ram: offer.ram })}</dd>
          <dt>{t('server_form.primary_drives')}</dt>
          <dd>{offer.primaryDrives}</dd>
          {offer.secondaryDrives && (
            <>
              <dt>{t('server_form.secondary_drives')}</dt>
              <dd>{offer.secondaryDrives}</dd>
            </>
          )}
        </dl>
        {prices}
      </section>
    );
  }
  return (
    <section className="server-offer" aria-label={t('server_form.offer')}>
      <h2>{offer.name}</h2>
      <p>{offer.description}</p>
      {prices}
    </section>
  );
}

/**
 * A tutorial price: the actual price for the period, the marketing price struck through when it is
 * higher (spec §9), in the company currency; and that price as a line of its own.
 */
import { useTranslation } from 'react-i18next';
import type { TutorialPrice as Price } from '../../../projections/tutorial/config';
import { useServices } from '../../app/services';
import { formatPrice } from '../../i18n/format';
import { periodLabel } from '../../i18n/period-label';

export function TutorialPrice({ price, from = false }: { price: Price; from?: boolean }) {
  const { t } = useTranslation();
  const { config, locale } = useServices();
  const amount = formatPrice(price.actualPrice, config.currency, locale);
  const period = periodLabel(price.period, locale);
  return (
    <span className="tutorial-price">
      {price.marketingPrice > price.actualPrice && (
        <s className="tutorial-price__old">{formatPrice(price.marketingPrice, config.currency, locale)}</s>
      )}{' '}
      <strong>{from ? t('tutorial.price.from', { price: amount }) : amount}</strong>{' '}
      <span className="tutorial-price__period">{t('tutorial.price.period', { period })}</span>
    </span>
  );
}

/** The configured product's price as a line of its own (the configure and summary steps); none without one. */
export function TutorialPriceLine({ price }: { price: Price | null }) {
  if (!price) return null;
  return (
    <p className="tutorial__price">
      <TutorialPrice price={price} />
    </p>
  );
}

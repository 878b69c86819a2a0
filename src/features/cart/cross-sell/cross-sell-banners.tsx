/**
 * The cross-sell and up-sell banners under the item list (spec §1 extras): up-sells first, then
 * the offers for other products. Nothing is shown while there are no offers or the call failed.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { crossSellBanners, crossSellBusy } from '../../../../projections/cross-sell/selectors';
import { sameValue } from '../../../../projections/shared/same-value';
import { useAppSelector } from '../../../app/use-app-selector';
import { CrossSellBanner } from './cross-sell-banner';

export function CrossSellBanners({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const banners = useAppSelector(crossSellBanners, sameValue);
  // Only shown banners depend on running commands; with none, a command renders nothing again.
  const busy = useAppSelector((state) => banners.length > 0 && crossSellBusy(state));
  if (banners.length === 0) return null;
  return (
    <section className="cross-sell" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('cross_sell.title')}</h2>
      <ul className="cross-sell__list">
        {banners.map((b) => (
          <CrossSellBanner key={b.uid} banner={b} busy={busy} currency={currency} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The cross-sell and up-sell banners under the item list (spec §1 extras): up-sells first, then
 * the offers for other products. Nothing is shown while there are no offers or the call failed.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { crossSellBanners, crossSellBusy } from '../../../../projections/selectors-cross-sell';
import { useAppState } from '../../../app/services';
import { CrossSellBanner } from './cross-sell-banner';

export function CrossSellBanners({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const state = useAppState();
  const titleId = useId();
  const banners = crossSellBanners(state);
  if (banners.length === 0) return null;
  const busy = crossSellBusy(state);
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

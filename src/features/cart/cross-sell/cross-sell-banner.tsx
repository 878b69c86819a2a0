/**
 * One cross-sell or up-sell banner: what it offers (its kind's title and text naming the domains
 * of the cart items that triggered it, or a wording without them; the provider's product name as
 * text), the price with the list price struck through when higher, a capacity select for a server
 * backup (priced per 1024 MB), a voucher note for the business-package upgrade, and the add or
 * upgrade button. The text is clamped to seven lines (spec §9).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../../../../projections/cross-sell/selectors';
import { useDispatch, useServices } from '../../../app/services';
import { formatPrice } from '../../../i18n/format';
import { perPeriodText } from '../../../i18n/period-label';

function gigabytes(mb: number): number {
  return Math.round((mb / 1024) * 10) / 10;
}

export function CrossSellBanner({
  banner,
  busy,
  currency,
}: {
  banner: Banner;
  busy: boolean;
  currency: string;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { locale } = useServices();
  const titleId = useId();
  const selectId = useId();
  const { offer, kind, price } = banner;
  const upgrade =
    banner.list === 'up-sell' &&
    offer.cartItemToUpgradeId !== null &&
    offer.cartItemToUpgradeId !== undefined;
  const values = {
    domain: new Intl.ListFormat(locale, { type: 'conjunction' }).format(banner.domains),
    name: offer.name,
    target: banner.targetName ?? '',
  };
  return (
    <li className={`cross-sell-banner cross-sell-banner--${kind}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="cross-sell-banner__title">
        {t(banner.titleKey, values)}
      </h3>
      <div className="cross-sell-banner__text">
        <p className="cross-sell-banner__name">{offer.name}</p>
        <p>{t(banner.textKey, values)}</p>
        {upgrade && banner.targetName && <p>{t('cross_sell.upgrades', values)}</p>}
        {offer.voucherCode && <p>{t('cross_sell.voucher', { code: offer.voucherCode })}</p>}
      </div>
      {banner.capacityOptions.length > 0 && banner.capacity !== null && (
        <div className="field cross-sell-banner__capacity">
          <label htmlFor={selectId}>{t('cross_sell.backup.capacity')}</label>
          <select
            id={selectId}
            value={banner.capacity}
            onChange={(e) =>
              dispatch('cross-sell/backup-capacity-chosen', {
                uid: banner.uid,
                capacity: Number(e.target.value),
              })
            }
          >
            {banner.capacityOptions.map((mb) => (
              <option key={mb} value={mb}>
                {t('cross_sell.backup.gb', { size: gigabytes(mb) })}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="cross-sell-banner__price">
        {price.marketing !== null && (
          <s className="cross-sell-banner__old-price">{formatPrice(price.marketing, currency, locale)}</s>
        )}{' '}
        <strong>{formatPrice(price.actual, currency, locale)}</strong>{' '}
        <span className="cross-sell-banner__period">{perPeriodText(t, price.period, locale)}</span>
      </p>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() =>
          dispatch('cross-sell/offer-accepted', {
            uid: banner.uid,
            ...(banner.capacity !== null ? { capacity: banner.capacity } : {}),
          })
        }
      >
        {t(upgrade ? 'cross_sell.upgrade' : 'cross_sell.add')}
      </button>
    </li>
  );
}

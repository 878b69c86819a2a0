/**
 * The applied coupons with their bonuses (contract §2.3): a percentage or a value off, or another
 * property changed (e.g. extra months), with the provider's hint shown as text when it says more.
 * Each has a remove button.
 */
import { useTranslation } from 'react-i18next';
import type { Coupon } from '../../../../events/contract/cart';
import { useDispatch, useServices } from '../../../app/services';
import { formatPrice } from '../../../i18n/format';

type Bonus = Coupon['bonuses'][number];

export function AppliedCoupons({
  coupons,
  currency,
  removing,
}: {
  coupons: readonly Coupon[];
  currency: string;
  removing: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { locale } = useServices();
  if (coupons.length === 0) return null;
  const bonusText = (b: Bonus): string => {
    if (b.percentage) return t('coupons.bonus.percentage', { value: b.value });
    if (b.property === 'price')
      return t('coupons.bonus.value', { value: formatPrice(b.value, currency, locale) });
    if (b.property === 'period') return t('coupons.bonus.period', { value: b.value });
    return t('coupons.bonus.other', { property: b.property, value: b.value });
  };
  return (
    <ul className="applied-coupons" aria-label={t('coupons.applied')}>
      {coupons.map((c) => (
        <li key={c.code} className="applied-coupon">
          <span className="applied-coupon__code">{c.code}</span>
          <ul className="applied-coupon__bonuses">
            {c.bonuses.map((b, i) => (
              <li key={i}>
                {bonusText(b)}
                {b.bonusHint && b.bonusHint !== bonusText(b) && (
                  <span className="applied-coupon__hint">{b.bonusHint}</span>
                )}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button applied-coupon__remove"
            disabled={removing}
            aria-label={t('coupons.remove', { code: c.code })}
            onClick={() => dispatch('cart-extras/coupon-remove-requested', { code: c.code })}
          >
            {t('common.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}

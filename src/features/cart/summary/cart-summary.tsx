/**
 * The side summary of the cart step (spec §2, §3 Summary): number of items, price without VAT,
 * discount, VAT with its percentage and amount (with VAT minus without), the total with VAT, all in
 * the company currency, and the applied coupons; for a logged-in customer back on the cart after
 * passing it, also the chosen profiles and payment method with their edit actions.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cartSummary } from '../../../../projections/cart-extras/selectors';
import { cartViewChoicesVisible } from '../../../../projections/checkout/selectors';
import { useServices } from '../../../app/services';
import { sameValue } from '../../../../projections/shared/same-value';
import { useAppSelector } from '../../../app/use-app-selector';
import { formatPrice } from '../../../i18n/format';
import { LazyPart } from '../../../router/lazy-part';
import { cartClasses, cartKeys } from '../cart-view';
import { lazyPage } from '../../../router/lazy-page';

const CartSummaryChoices = lazyPage(() => import('./cart-summary-choices'));

export function CartSummary() {
  const { t } = useTranslation();
  const { locale } = useServices();
  const titleId = useId();
  const summary = useAppSelector(cartSummary, sameValue);
  const choices = useAppSelector(cartViewChoicesVisible);
  if (!summary) return null;
  const price = (amount: number) => formatPrice(amount, summary.currency, locale);
  return (
    <aside className={cartClasses.summary} aria-labelledby={titleId}>
      <h2 id={titleId}>{t(cartKeys.summary)}</h2>
      <dl>
        <dt>{t('summary.count')}</dt>
        <dd data-testid="summary-count">{summary.count}</dd>
        <dt>{t('summary.vat_excluded')}</dt>
        <dd>{price(summary.vatExcluded)}</dd>
        {summary.discount > 0 && (
          <>
            <dt>{t('summary.discount')}</dt>
            <dd className="cart-summary__discount">−{price(summary.discount)}</dd>
          </>
        )}
        <dt>{t('summary.vat', { percentage: summary.vatPercentage })}</dt>
        <dd>{price(summary.vatAmount)}</dd>
        <dt>{t(cartKeys.total)}</dt>
        <dd className={cartClasses.total}>{price(summary.vatIncluded)}</dd>
      </dl>
      <p className="cart-summary__currency">
        {t('summary.currency', { currency: summary.currency, symbol: summary.currencySymbol })}
      </p>
      {summary.coupons.length > 0 && (
        <div className="cart-summary__coupons">
          <h3>{t('summary.coupons')}</h3>
          <ul>
            {summary.coupons.map((c) => (
              <li key={c.code}>{c.code}</li>
            ))}
          </ul>
        </div>
      )}
      {choices && (
        <LazyPart quiet>
          <CartSummaryChoices />
        </LazyPart>
      )}
    </aside>
  );
}

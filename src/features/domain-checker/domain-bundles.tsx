/**
 * The bundles (E47): a searched domain together with a second one at a discount, added to the cart
 * in one bulk call (E8, `cart/bundle-add-requested`).
 */
import { useTranslation } from 'react-i18next';
import { bundleRequests } from '../../../projections/domain-checker/domain-add';
import type { BundleRow } from '../../../projections/domain-checker/selectors';
import { useDispatch } from '../../app/services';
import { usePrice } from './use-price';

export function DomainBundles({ bundles }: { bundles: readonly BundleRow[] }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const price = usePrice();
  if (bundles.length === 0) return null;
  return (
    <section className="domain-bundles" aria-labelledby="domain-bundles-title">
      <h2 id="domain-bundles-title">{t('domain_checker.bundles.title')}</h2>
      <ul>
        {bundles.map(({ bundle, inCart, loading, addError }) => {
          const { main, discounted } = bundle;
          const label = `${main.name} + ${discounted.name}`;
          return (
            <li key={label} className="domain-bundle" aria-label={label}>
              <span className="domain-bundle__names">{label}</span>
              <span className="domain-bundle__prices">
                {t('domain_checker.bundle.discount', {
                  domain: discounted.name,
                  price: price(discounted.price.actualPrice),
                  original: price(discounted.price.marketingPrice),
                })}
              </span>
              <span className="domain-bundle__total">
                {t('domain_checker.bundle.total', {
                  price: price(main.price.actualPrice + discounted.price.actualPrice),
                })}
              </span>
              {inCart ? (
                <span className="badge badge--in-cart">{t('domain_checker.in_cart')}</span>
              ) : (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={loading}
                  onClick={() => dispatch('cart/bundle-add-requested', { items: bundleRequests(bundle) })}
                >
                  {loading ? t('domain_checker.adding') : t('domain_checker.bundle.add')}
                </button>
              )}
              {addError && (
                <p className="message message--error" role="alert">
                  {t(addError.translationKey, addError.values)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

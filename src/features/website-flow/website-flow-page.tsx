/**
 * The guided website flow (`/iwp/:step`, development and staging only, spec §2, §4): three
 * breadcrumb steps; the first chooses the category ('Without e-com' or 'With e-com') and the design
 * tool, the second the hosting, the third leads to the checkout to register and pay. 'Next step' is
 * disabled until a category is chosen. Step and category live in the log (kept in local storage by
 * the website-flow effect); a package's Select puts it in the cart, Remove takes it out. The
 * packages are configured from the provider's catalogue (decision 026): a spinner while it is read,
 * its message and Try again when it could not be.
 */
import { anyCommandRunning, loadedCart } from '../../../projections/cart/selectors';
import { useTranslation } from 'react-i18next';
import { WebsiteFlowCategory } from '../../../events/catalogue/website-flow';
import { sameValue } from '../../../projections/shared/same-value';
import { LAST_WEBSITE_FLOW_STEP } from '../../../projections/website-flow/state';
import { useDispatch } from '../../app/services';
import { useAppSelector } from '../../app/use-app-selector';
import { Spinner } from '../../ui/spinner';
import { WebsiteFlowBreadcrumb } from './website-flow-breadcrumb';
import { WebsiteFlowPackageCard } from './website-flow-package-card';
import { cartItemOf, websiteFlowPackages } from './packages';
import { routePath } from '../../../events/route-table';

export default function WebsiteFlowPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { step, category, catalogue } = useAppSelector((state) => state.websiteFlow, sameValue);
  const items = useAppSelector((state) => loadedCart(state)?.items ?? [], sameValue);
  const busy = useAppSelector(anyCommandRunning);
  const ecom = category === 'with-ecom';
  const products = catalogue.status === 'loaded' ? catalogue.products : [];
  const offers = websiteFlowPackages(products).filter(
    (o) => o.step === step && (o.ecom === null || (category !== null && o.ecom === ecom)),
  );
  return (
    <section className="page page--website-flow website-flow" aria-labelledby="iwp-title">
      <WebsiteFlowBreadcrumb step={step} />
      <h1 id="iwp-title">{t(`website_flow.step${step + 1}.title`)}</h1>
      {step === 0 && (
        <div className="website-flow__categories" role="radiogroup" aria-label={t('website_flow.category')}>
          {WebsiteFlowCategory.options.map((c) => (
            <label key={c} className="website-flow__category">
              <input
                type="radio"
                name="iwp-category"
                checked={category === c}
                onChange={() => dispatch('website-flow/category-chosen', { category: c })}
              />
              {t(`website_flow.category.${c.replace('-', '_')}`)}
            </label>
          ))}
        </div>
      )}
      {step < LAST_WEBSITE_FLOW_STEP && catalogue.status === 'idle' && <Spinner />}
      {step < LAST_WEBSITE_FLOW_STEP && catalogue.status === 'failed' && (
        <div className="message message--error" role="alert">
          <p>{t(catalogue.error.messageKey)}</p>
          <button
            type="button"
            className="button"
            onClick={() => dispatch('website-flow/catalogue-requested', {})}
          >
            {t('common.retry')}
          </button>
        </div>
      )}
      {step < LAST_WEBSITE_FLOW_STEP && catalogue.status === 'loaded' && offers.length === 0 && (
        <p className="info-banner">{t('website_flow.no_packages')}</p>
      )}
      {step < LAST_WEBSITE_FLOW_STEP ? (
        <ul className="website-flow__packages">
          {offers.map((offer) => (
            <WebsiteFlowPackageCard
              key={offer.package.name}
              offer={offer}
              itemId={cartItemOf(offer, items)?.id ?? null}
              busy={busy}
            />
          ))}
        </ul>
      ) : (
        <div className="website-flow__register">
          <p>{t('website_flow.step3.text')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => dispatch('nav/requested', { to: routePath('checkout') })}
          >
            {t('website_flow.to_checkout')}
          </button>
        </div>
      )}
      <div className="website-flow__buttons">
        <button
          type="button"
          className="button"
          disabled={step === 0}
          onClick={() => dispatch('website-flow/prev-requested', {})}
        >
          {t('website_flow.prev')}
        </button>
        {step < LAST_WEBSITE_FLOW_STEP && (
          <button
            type="button"
            className="button button--primary"
            disabled={category === null}
            onClick={() => dispatch('website-flow/next-requested', {})}
          >
            {t('website_flow.next')}
          </button>
        )}
      </div>
    </section>
  );
}

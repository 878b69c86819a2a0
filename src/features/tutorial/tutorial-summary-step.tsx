/**
 * The third tutorial step: the chosen configuration, its price and the add-to-cart button (busy
 * while the cart queue runs the add; a failure shows its message here).
 */
import { useTranslation } from 'react-i18next';
import type { TutorialProductView, TutorialView } from '../../../projections/tutorial/selectors';
import { useDispatch, useServices } from '../../app/services';
import { periodLabel } from '../../i18n/period-label';
import { BusyButton } from '../../ui/busy-button';
import { optionLabel } from './capacity';
import { TutorialPriceLine } from './tutorial-price';

export function TutorialSummaryStep({ view, product }: { view: TutorialView; product: TutorialProductView }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { locale } = useServices();
  const adding = view.add.status === 'adding';
  return (
    <>
      <dl className="tutorial-summary">
        <div className="tutorial-summary__row">
          <dt>{t('tutorial.summary.product')}</dt>
          <dd>{product.product.title}</dd>
        </div>
        <div className="tutorial-summary__row">
          <dt>{t('tutorial.summary.domain')}</dt>
          <dd>{view.domain}</dd>
        </div>
        {product.properties.map((property) => {
          const option = property.options.find((o) => o.value === property.value);
          return option ? (
            <div key={property.name} className="tutorial-summary__row">
              <dt>{t(`tutorial.property.${property.name}`)}</dt>
              <dd>{optionLabel(property.name, option, locale)}</dd>
            </div>
          ) : null;
        })}
        <div className="tutorial-summary__row">
          <dt>{t('tutorial.period')}</dt>
          <dd>{periodLabel(product.configuration.period, locale)}</dd>
        </div>
      </dl>
      <TutorialPriceLine price={product.price} />
      {view.add.status === 'failed' && (
        <p className="message message--error" role="alert">
          {t(view.add.error.translationKey, view.add.error.values ?? {})}
        </p>
      )}
      <BusyButton
        className="button button--primary"
        busy={adding}
        onClick={() => dispatch('tutorial/add-requested', { request: product.request })}
      >
        {t('tutorial.add_to_cart')}
      </BusyButton>
    </>
  );
}

/**
 * The second tutorial step: the product's properties (a radio group each, only the options the
 * other choices allow) and the period, remembered per product as intents, with the price of the
 * configuration.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TutorialProductView, TutorialView } from '../../../projections/tutorial/selectors';
import { useDispatch, useServices } from '../../app/services';
import { periodLabel } from '../../i18n/period-label';
import { optionLabel } from './capacity';
import { TutorialPriceLine } from './tutorial-price';

export function TutorialConfigureStep({
  view,
  product,
}: {
  view: TutorialView;
  product: TutorialProductView;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { locale } = useServices();
  const periodId = useId();
  const name = product.product.name;
  return (
    <>
      <p>{product.product.description}</p>
      {product.properties.map((property) => (
        <fieldset key={property.name} className="tutorial-property">
          <legend>{t(`tutorial.property.${property.name}`)}</legend>
          {property.options.map((option) => (
            <label key={String(option.value)} className="tutorial-option">
              <input
                type="radio"
                name={`${name}-${property.name}`}
                checked={property.value === option.value}
                onChange={() =>
                  dispatch('tutorial/option-chosen', {
                    product: name,
                    property: property.name,
                    value: option.value,
                  })
                }
              />
              {optionLabel(property.name, option, locale)}
            </label>
          ))}
        </fieldset>
      ))}
      <div className="field">
        <label htmlFor={periodId}>{t('tutorial.period')}</label>
        <select
          id={periodId}
          value={product.configuration.period}
          onChange={(e) =>
            dispatch('tutorial/period-chosen', { product: name, period: Number(e.target.value) })
          }
        >
          {product.periods.map((period) => (
            <option key={period} value={period}>
              {periodLabel(period, locale)}
            </option>
          ))}
        </select>
      </div>
      <TutorialPriceLine price={product.price} />
      {view.next !== null && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => view.next !== null && dispatch('tutorial/step-chosen', { target: view.next })}
        >
          {t('tutorial.continue')}
        </button>
      )}
    </>
  );
}

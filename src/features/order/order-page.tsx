/**
 * The order view (`/checkout/order?step=`, spec §2): the stepper, the applicable steps as editable
 * blocks, and the sticky side summary. A spinner covers it while a quick order or a cart reload
 * runs (the forms stay mounted, so nothing typed is lost); a backdrop dims the rest while a step
 * other than the current one is being edited.
 */
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { loadedCart } from '../../../projections/cart/selectors';
import { backdropActive } from '../../../projections/steps/selectors';
import { orderBusy, orderStepViews } from '../../../projections/checkout/selectors';
import { sameValue } from '../../../projections/shared/same-value';
import { useAppSelector } from '../../app/use-app-selector';
import { Spinner } from '../../ui/spinner';
import { EditableStep } from './editable-step';
import { OrderStepper } from './order-stepper';
import { SideSummary } from './summary/side-summary';

export default function OrderPage() {
  const { t } = useTranslation();
  // The steps mount in a deferred render that yields to the browser (issue 15: blocking time).
  const loaded = useDeferredValue(useAppSelector((state) => loadedCart(state) !== null));
  const busy = useAppSelector(orderBusy);
  const backdrop = useAppSelector(backdropActive);
  const views = useAppSelector(orderStepViews, sameValue);
  if (!loaded) return <Spinner />;
  return (
    <section className="page page--order" aria-labelledby="order-title" aria-busy={busy}>
      <h1 id="order-title">{t('app.title')}</h1>
      <OrderStepper />
      <div className="order">
        <div className="order__steps">
          {views.map((view) => (
            <EditableStep key={view.step} view={view} />
          ))}
        </div>
        <SideSummary />
      </div>
      {backdrop && <div className="order__backdrop" aria-hidden="true" />}
      {busy && (
        <div className="order__busy">
          <Spinner />
        </div>
      )}
    </section>
  );
}

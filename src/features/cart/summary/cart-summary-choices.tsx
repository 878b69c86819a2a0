/**
 * The customer's choices in the cart view's summary (spec §2), for a logged-in customer back on
 * the cart after passing it. Its code is a lazy chunk (decision 008): it shares the order view's
 * entries, and most first visits to the cart never show it. An edit opens the order view where the
 * customer was, with the step in edit mode (the step itself when it is the current one).
 */
import type { StepName } from '../../../../events/contract/scalars';
import { sameValue } from '../../../../projections/shared/same-value';
import { currentStep } from '../../../../projections/steps/selectors';
import { orderStepViews } from '../../../../projections/checkout/selectors';
import { useDispatch } from '../../../app/services';
import { useAppSelector } from '../../../app/use-app-selector';
import { stepPath } from '../../../router/step-paths';
import { SummaryChoices } from '../../../ui/checkout/summary-choices';

export default function CartSummaryChoices() {
  const dispatch = useDispatch();
  const stepViews = useAppSelector(orderStepViews, sameValue);
  const current = useAppSelector(currentStep);
  const views = new Map(stepViews.map((v) => [v.step, v]));
  const editable = (step: StepName) => {
    const view = views.get(step);
    return view !== undefined && (view.summarised || view.current);
  };
  const onEdit = (step: StepName) => {
    if (step !== current) dispatch('ui/edit-mode-set', { step });
    dispatch('nav/requested', { to: stepPath(current) });
  };
  return (
    <div className="cart-summary__choices">
      <SummaryChoices editable={editable} onEdit={onEdit} />
    </div>
  );
}

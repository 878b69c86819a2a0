/**
 * The finish-order button: one intent per click (the effect throttles and checks the steps and
 * consents); busy while the checkout runs.
 */
import { useTranslation } from 'react-i18next';
import { checkoutInProgress } from '../../../../projections/checkout/selectors';
import { useDispatch } from '../../../app/services';
import { sameValue } from '../../../../projections/shared/same-value';
import { useAppSelector } from '../../../app/use-app-selector';

export function FinishOrderButton() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const busy = useAppSelector(checkoutInProgress, sameValue);
  return (
    <button
      type="button"
      className="button button--primary order-summary__finish"
      aria-busy={busy}
      aria-disabled={busy ? 'true' : undefined}
      onClick={() => dispatch('checkout/finish-requested', {})}
    >
      {busy ? t('order.finishing') : t('order.finish')}
    </button>
  );
}

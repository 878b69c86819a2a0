/**
 * The continue button of the cart (spec §2): primary for an anonymous visitor, for whom it opens
 * the login side panel; secondary for a logged-in customer, for whom it validates the cart (E7)
 * and, once accepted, opens the workflow's second step. Disabled while the cart is proceeding.
 */
import { useTranslation } from 'react-i18next';
import { continueButton } from '../../../../projections/cart-extras/selectors';
import { useDispatch } from '../../../app/services';
import { sameValue } from '../../../../projections/shared/same-value';
import { useAppSelector } from '../../../app/use-app-selector';

export function ContinueButton() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const view = useAppSelector(continueButton, sameValue);
  const onClick = () => {
    if (view.action === 'validate') dispatch('cart/validate-requested', { next: view.next });
    else dispatch('ui/side-panel-opened', { panel: 'login' });
  };
  return (
    <button
      type="button"
      className={`button cart-continue${view.variant === 'primary' ? ' button--primary' : ''}`}
      disabled={view.disabled}
      aria-busy={view.disabled}
      onClick={onClick}
    >
      {t('cart.continue')}
    </button>
  );
}

/**
 * The quick-order block (spec §2, §6): the 'or' delimiter, then the quick-order button for a
 * logged-in customer (with a spinner while it runs) or, for an anonymous visitor, a login link.
 */
import { useTranslation } from 'react-i18next';
import { quickOrderBlock } from '../../../../projections/cart-extras/selectors';
import { useDispatch } from '../../../app/services';
import { sameValue } from '../../../../projections/shared/same-value';
import { useAppSelector } from '../../../app/use-app-selector';
import { BusyButton } from '../../../ui/busy-button';

export function QuickOrderBlock() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const view = useAppSelector(quickOrderBlock, sameValue);
  return (
    <div className="quick-order">
      <p className="delimiter">
        <span>{t('cart.or')}</span>
      </p>
      {view.mode === 'button' ? (
        <BusyButton
          className="button quick-order__button"
          busy={view.running}
          onClick={() => dispatch('cart-extras/quick-order-requested', {})}
        >
          {t('cart.quick_order')}
        </BusyButton>
      ) : (
        <button type="button" className="link-button" onClick={() => dispatch('ui/login-started', {})}>
          {t('cart.quick_order.login')}
        </button>
      )}
    </div>
  );
}

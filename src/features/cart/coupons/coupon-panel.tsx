/**
 * The coupon panel (spec §2, §4): open while the cart has coupons, otherwise behind a toggle. It
 * holds the code form (errors at `discount`) and the applied coupons with their bonuses, each
 * removable (errors at `discount_rm`). The form is keyed on the count of successful adds, so it
 * starts empty after a success and keeps the typed code after a failure.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { couponPanel } from '../../../../projections/cart-extras/selectors';
import { useDispatch } from '../../../app/services';
import { sameValue } from '../../../../projections/shared/same-value';
import { useAppSelector } from '../../../app/use-app-selector';
import { MessagesRegion } from '../../../ui/messages-region';
import { AppliedCoupons } from './applied-coupons';
import { CouponForm } from './coupon-form';

export function CouponPanel({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const titleId = useId();
  const bodyId = useId();
  const view = useAppSelector(couponPanel, sameValue);
  return (
    <section className="coupons" aria-labelledby={titleId}>
      <h2 id={titleId} className="coupons__title">
        {view.toggleable ? (
          <button
            type="button"
            className="link-button coupons__toggle"
            aria-expanded={view.open}
            aria-controls={bodyId}
            onClick={() => dispatch('cart-extras/coupon-panel-toggled', { open: !view.open })}
          >
            {t('coupons.toggle')}
          </button>
        ) : (
          t('coupons.title')
        )}
      </h2>
      {view.open && (
        <div id={bodyId} className="coupons__body">
          <CouponForm key={view.formKey} adding={view.adding} />
          <MessagesRegion path="discount" />
          <AppliedCoupons coupons={view.coupons} currency={currency} removing={view.removing} />
          <MessagesRegion path="discount_rm" />
        </div>
      )}
    </section>
  );
}

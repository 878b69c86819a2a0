/**
 * Recurrent card payment (spec §1, §4, §9): 5 % of the payment back as credit; the Slovak company
 * adds a promotion line, the Swedish company shows nothing of it. Locked for a new card when the
 * invoices go by e-invoice, or when the option does not allow a change.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sameValue } from '../../../../projections/shared/same-value';
import { recurrencePromoShown, recurrenceView } from '../../../../projections/payment/selectors';
import { useDispatch } from '../../../app/services';
import { useAppSelector } from '../../../app/use-app-selector';

export function RecurrenceCheckbox() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const id = useId();
  const view = useAppSelector(recurrenceView, sameValue);
  const groupId = useAppSelector((state) => state.payment.selected.groupId);
  const optionId = useAppSelector((state) => state.payment.selected.optionId);
  const promo = useAppSelector(recurrencePromoShown);
  if (!view.shown || groupId === null) return null;
  return (
    <div className="payment-recurrence">
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          checked={view.checked}
          disabled={view.locked}
          aria-describedby={`${id}-hint`}
          onChange={(e) =>
            dispatch('payment/option-selected', { groupId, optionId, recurrence: e.target.checked })
          }
        />
        <label htmlFor={id}>{t('payment.recurrence')}</label>
      </div>
      <p id={`${id}-hint`} className="payment-recurrence__hint">
        {t('payment.recurrence.credit_back')}
      </p>
      {promo && <p className="payment-recurrence__promo">{t('payment.recurrence.promo')}</p>}
    </div>
  );
}

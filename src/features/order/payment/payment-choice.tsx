/**
 * The chosen payment option alone (read-only mode of the payment step, and the side summary):
 * group name, then the option as the step shows it.
 */
import { useTranslation } from 'react-i18next';
import { loadedCart, selectedPaymentOption } from '../../../../projections/selectors';
import { useAppState } from '../../../app/services';
import { OptionLabel } from './option-label';

export function PaymentChoice() {
  const { t } = useTranslation();
  const state = useAppState();
  const cart = loadedCart(state);
  const chosen =
    state.payment.selected.groupId !== null ? state.payment.selected : (cart?.paymentOption ?? null);
  if (!chosen || chosen.groupId === null)
    return <p className="order-step__summary">{t('order.summary.not_chosen')}</p>;
  const option = selectedPaymentOption(state);
  return (
    <p className="order-step__summary payment-choice">
      <span className="payment-choice__group">{t(`payment.group.${chosen.groupId}`)}</span>
      {option && (chosen.groupId === 'card' || chosen.groupId === 'banking') && (
        <>
          {': '}
          <OptionLabel
            groupId={chosen.groupId}
            option={option}
            currency={cart?.summary.currency.name ?? 'EUR'}
          />
        </>
      )}
      {chosen.groupId === 'card' && chosen.recurrence && state.session.config?.companyCountry !== 'SE' && (
        <span className="payment-choice__recurrence"> · {t('payment.recurrence')}</span>
      )}
    </p>
  );
}

/**
 * The chosen payment option alone (read-only mode of the payment step, and the side summary):
 * group name, then the option as the step shows it.
 */
import { useTranslation } from 'react-i18next';
import { isSwedishCompany } from '../../../events/contract/swedish-company';
import { sameValue } from '../../../projections/shared/same-value';
import { loadedCart } from '../../../projections/cart/selectors';
import { chosenPayment, selectedPaymentOption } from '../../../projections/payment/selectors';
import { useAppSelector } from '../../app/use-app-selector';
import { OptionLabel } from './option-label';

export function PaymentChoice() {
  const { t } = useTranslation();
  const chosen = useAppSelector(chosenPayment, sameValue);
  const option = useAppSelector(selectedPaymentOption, sameValue);
  const currency = useAppSelector((state) => loadedCart(state)?.summary.currency.name ?? 'EUR');
  const swedish = useAppSelector((state) => {
    const config = state.session.config;
    return config ? isSwedishCompany(config) : false;
  });
  if (!chosen || chosen.groupId === null)
    return <p className="order-step__summary">{t('order.summary.not_chosen')}</p>;
  return (
    <p className="order-step__summary payment-choice">
      <span className="payment-choice__group">{t(`payment.group.${chosen.groupId}`)}</span>
      {option && (chosen.groupId === 'card' || chosen.groupId === 'banking') && (
        <>
          {': '}
          <OptionLabel groupId={chosen.groupId} option={option} currency={currency} />
        </>
      )}
      {chosen.groupId === 'card' && chosen.recurrence && !swedish && (
        <span className="payment-choice__recurrence"> · {t('payment.recurrence')}</span>
      )}
    </p>
  );
}

/**
 * The payment method step (spec §2, §4): the offered groups as one radio group; under the chosen
 * group its options (saved cards and the new card, banks, credit…); the recurrence checkbox; the
 * step's messages; continue once the choice is stored on the cart. Choosing sends the choice at
 * once (payment-options effect); the step is a form, Enter continues. Read-only, it shows only the
 * chosen option.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sameValue } from '../../../../projections/shared/same-value';
import { loadedCart } from '../../../../projections/cart/selectors';
import { paymentGroupsView, paymentSaved, paymentSaving } from '../../../../projections/payment/selectors';
import { useDispatch } from '../../../app/services';
import { useAppSelector } from '../../../app/use-app-selector';
import { Spinner } from '../../../ui/spinner';
import { MessagesRegion } from '../../../ui/messages-region';
import { StepForm } from '../steps/step-form';
import { GroupOptions } from './group-options';
import { PaymentChoice } from '../../../ui/checkout/payment-choice';
import { RecurrenceCheckbox } from './recurrence-checkbox';

export function PaymentMethodStep({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const name = useId();
  const currency = useAppSelector((state) => loadedCart(state)?.summary.currency.name ?? 'EUR');
  const load = useAppSelector((state) => state.payment.load, sameValue);
  const error = useAppSelector((state) => state.payment.error, sameValue);
  const groups = useAppSelector(paymentGroupsView, sameValue);
  const saving = useAppSelector(paymentSaving);
  const saved = useAppSelector(paymentSaved);
  if (readOnly) return <PaymentChoice />;
  if (load.status === 'idle' || load.status === 'loading') return <Spinner />;
  if (load.status === 'failed') {
    return (
      <div className="payment-step">
        <p role="alert" className="message message--error">
          {t(load.error.messageKey)}
        </p>
        <button type="button" className="button" onClick={() => dispatch('payment/options-requested', {})}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <StepForm
      className="payment-step"
      submitKey="order.continue"
      busy={saving}
      disabled={!saved}
      onSubmit={() => dispatch('steps/next-requested', {})}
    >
      <fieldset className="payment-groups" aria-busy={saving}>
        <legend>{t('payment.choose')}</legend>
        {groups.map((g) => (
          <div key={g.id} className={`payment-group${g.selected ? ' payment-group--selected' : ''}`}>
            <div className="radio">
              <input
                id={`${name}-${g.id}`}
                type="radio"
                name={`${name}-group`}
                value={g.id}
                checked={g.selected}
                disabled={!g.selectable}
                onChange={() => dispatch('payment/group-selected', { groupId: g.id })}
              />
              <label htmlFor={`${name}-${g.id}`}>{t(`payment.group.${g.id}`)}</label>
            </div>
            {g.group.disable && <p className="payment-group__note">{t('payment.group_unavailable')}</p>}
            {g.cardOnlyExcluded && !g.group.disable && (
              <p className="payment-group__note">{t('payment.card_only')}</p>
            )}
            {g.selected && <GroupOptions view={g} currency={currency} />}
          </div>
        ))}
      </fieldset>
      <RecurrenceCheckbox />
      {error && (
        <p role="alert" className="message message--error">
          {t(error.translationKey, error.values ?? {})}
        </p>
      )}
      <MessagesRegion path="paymentOption" />
    </StepForm>
  );
}

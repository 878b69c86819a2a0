/**
 * The payment method step (spec §2, §4): the offered groups as one radio group; under the chosen
 * group its options (saved cards and the new card, banks, credit…); the recurrence checkbox; the
 * step's messages; continue once the choice is stored on the cart. Choosing sends the choice at
 * once (payment-options effect). Read-only, it shows only the chosen option.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { loadedCart } from '../../../../projections/selectors';
import { paymentGroupsView, paymentSaved, paymentSaving } from '../../../../projections/selectors-payment';
import { useAppState, useDispatch } from '../../../app/services';
import { Spinner } from '../../../ui/spinner';
import { MessagesRegion } from '../../layout/messages-region';
import { StepFooter } from '../step-footer';
import { GroupOptions } from './group-options';
import { PaymentChoice } from './payment-choice';
import { RecurrenceCheckbox } from './recurrence-checkbox';

export function PaymentMethodStep({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const state = useAppState();
  const dispatch = useDispatch();
  const name = useId();
  const currency = loadedCart(state)?.summary.currency.name ?? 'EUR';
  if (readOnly) return <PaymentChoice />;
  const { load, error } = state.payment;
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
  const groups = paymentGroupsView(state);
  const saving = paymentSaving(state);
  return (
    <div className="payment-step">
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
      <StepFooter canContinue={paymentSaved(state)} busy={saving} />
    </div>
  );
}

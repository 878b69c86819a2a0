/**
 * The options of the chosen payment group as radios (spec §2, §4): saved cards with the new card
 * last, banks in their fixed order with unavailable ones noted, and the like. Options that cannot
 * be chosen (disabled, old bank-type cards) are shown but disabled. Transfer has no options.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { optionSelectable, type PaymentGroupView } from '../../../../projections/payment/selectors';
import { useDispatch } from '../../../app/services';
import { useAppSelector } from '../../../app/use-app-selector';
import { OptionLabel, OptionNotes } from '../../../ui/checkout/option-label';

export function GroupOptions({ view, currency }: { view: PaymentGroupView; currency: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const name = useId();
  const selected = useAppSelector((state) => state.payment.selected.optionId);
  const { group } = view;
  if (group.id === 'transfer' || group.paymentOptions.length === 0) return null;
  return (
    <fieldset className={`payment-options payment-options--${group.id}`}>
      <legend className="visually-hidden">
        {t('payment.choose_option', { group: t(`payment.group.${group.id}`) })}
      </legend>
      {group.paymentOptions.map((option) => {
        const id = `${name}-${option.id}`;
        const selectable = optionSelectable(option) && view.selectable;
        return (
          <div
            key={option.id}
            className={`radio payment-option${selectable ? '' : ' payment-option--disabled'}`}
          >
            <input
              id={id}
              type="radio"
              name={`${name}-option`}
              value={option.id}
              checked={selected === option.id}
              disabled={!selectable}
              onChange={() =>
                dispatch('payment/option-selected', {
                  groupId: group.id,
                  optionId: option.id,
                  recurrence: option.recurrence,
                })
              }
            />
            <label htmlFor={id}>
              <OptionLabel groupId={group.id} option={option} currency={currency} />
              <OptionNotes option={option} />
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

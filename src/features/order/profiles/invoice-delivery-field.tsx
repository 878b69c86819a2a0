/**
 * How the invoices of a billing profile are delivered (spec §3 `invoiceDelivery`, §9 "Invoice
 * methods email, einvoice, post"): a radio group under the billing address form, e-mail unless
 * the customer or the saved profile says otherwise, committed on choice like the other fields.
 * E-invoice also relabels the invoice e-mail addresses (emails-field.tsx) and turns recurrence off
 * for a new card (projections/payment). Decision 054.
 */
import { useTranslation } from 'react-i18next';
import type { ProfileFormId } from '../../../../events/catalogue/profiles';
import { invoiceDeliveries } from '../../../../events/contract/scalars';
import { profileForm } from '../../../../projections/profiles/selectors';
import { invoiceDeliveryOf } from '../../../../projections/profiles/values';
import { useDispatch } from '../../../app/services';
import { useAppSelector } from '../../../app/use-app-selector';

export function InvoiceDeliveryField({ form, disabled }: { form: ProfileFormId; disabled: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const value = useAppSelector((state) => invoiceDeliveryOf(profileForm(state, form)?.values ?? {}));
  const name = `${form}-invoiceDelivery`;
  return (
    <fieldset className="type-toggle invoice-delivery" disabled={disabled}>
      <legend>{t('address.invoice_delivery.label')}</legend>
      {invoiceDeliveries.map((delivery) => (
        <label key={delivery} className="type-toggle__option">
          <input
            type="radio"
            name={name}
            value={delivery}
            checked={value === delivery}
            onChange={() =>
              dispatch('profiles/field-committed', { form, field: 'invoiceDelivery', value: delivery })
            }
          />
          {t(`address.invoice_delivery.${delivery}`)}
        </label>
      ))}
    </fieldset>
  );
}

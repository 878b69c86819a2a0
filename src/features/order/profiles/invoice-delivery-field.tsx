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
import { RadioChoice } from '../address/radio-choice';

export function InvoiceDeliveryField({ form, disabled }: { form: ProfileFormId; disabled: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const value = useAppSelector((state) => invoiceDeliveryOf(profileForm(state, form)?.values ?? {}));
  return (
    <RadioChoice
      name={`${form}-invoiceDelivery`}
      className="invoice-delivery"
      legend={t('address.invoice_delivery.label')}
      options={invoiceDeliveries}
      labelOf={(delivery) => t(`address.invoice_delivery.${delivery}`)}
      value={value}
      disabled={disabled}
      onChange={(delivery) =>
        dispatch('profiles/field-committed', { form, field: 'invoiceDelivery', value: delivery })
      }
    />
  );
}

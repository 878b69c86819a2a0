/**
 * A billing profile form (create or edit), with how its invoices are delivered, and its save:
 * problems are shown and nothing is sent, otherwise the profile goes out as
 * `profiles/billing-save-requested` (billing-profile-flow.ts creates or replaces it and puts it on
 * the cart). `continueAfter` also leaves the step. It is a form: Enter in a field saves.
 */
import { useTranslation } from 'react-i18next';
import type { BillingProfile } from '../../../../events/contract/profiles';
import { billingInput } from '../../../../projections/profiles/values';
import { wireValues } from '../../../validation/typed-values';
import { isProceeding } from '../../../../projections/cart/selectors';
import { profileForm } from '../../../../projections/profiles/selectors';
import { useDispatch, useServices } from '../../../app/services';
import { useAppSelector } from '../../../app/use-app-selector';
import { useStateReader } from '../../../app/use-state-reader';
import { AddressForm } from '../address/address-form';
import { refuseInvalidForm } from '../address/refuse-form';
import { StepForm } from '../steps/step-form';
import { InvoiceDeliveryField } from './invoice-delivery-field';

export function BillingProfileEditor({
  saved,
  continueAfter,
}: {
  saved: BillingProfile | null;
  continueAfter: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { config } = useServices();
  const readState = useStateReader();
  const busy = useAppSelector(
    (state) => profileForm(state, 'billing')?.status === 'saving' || isProceeding(state),
  );
  const save = () => {
    const state = readState();
    const draft = profileForm(state, 'billing');
    if (!draft || busy) return;
    if (refuseInvalidForm(state, config, dispatch, 'billing', 'billing', false)) return;
    dispatch('profiles/billing-save-requested', {
      form: 'billing',
      profileId: saved?.id ?? null,
      saved,
      profile: billingInput(wireValues(draft.values, draft.initial)),
      continueAfter,
    });
  };
  const fields = (
    <>
      <AddressForm form="billing" purpose="billing" additional={false} disabled={busy} />
      <InvoiceDeliveryField form="billing" disabled={busy} />
    </>
  );
  if (continueAfter) {
    return (
      <StepForm className="profile-editor" submitKey="profiles.save_continue" busy={busy} onSubmit={save}>
        {fields}
      </StepForm>
    );
  }
  return (
    <form
      className="profile-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      {fields}
      <div className="profile-editor__actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}

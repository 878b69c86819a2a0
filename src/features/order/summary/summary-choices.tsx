/**
 * The customer's choices in a side summary (spec §2 "Side summary"): the billing profile, the domain
 * profile ("User information" in the Swedish workflow; an info text when every domain names its own
 * profile) and the payment method, each with its edit action. Shared by the order view's summary
 * and the cart view's, which differ only in what an edit does.
 */
import { useTranslation } from 'react-i18next';
import type { StepName } from '../../../../events/contract/scalars';
import { workflowOf } from '../../../../projections/read-model';
import { loadedCart } from '../../../../projections/selectors';
import { domainProfileShown, domainProfilesAllExplicit } from '../../../../projections/selectors-checkout';
import { useAppState } from '../../../app/services';
import { PaymentChoice } from '../payment/payment-choice';
import { stepTitleKey } from '../step-title';
import { ProfileLines } from './profile-lines';
import { SummaryEntry } from './summary-entry';

export function SummaryChoices({
  editable,
  onEdit,
}: {
  editable: (step: StepName) => boolean;
  onEdit: (step: StepName) => void;
}) {
  const { t } = useTranslation();
  const state = useAppState();
  const cart = loadedCart(state);
  if (!cart) return null;
  const workflow = workflowOf(state);
  const entry = (step: StepName) => ({ step, editable: editable(step), onEdit: () => onEdit(step) });
  return (
    <>
      <SummaryEntry title={t('step.billing-profile')} {...entry('billing-profile')}>
        {cart.billingProfile ? (
          <ProfileLines profile={cart.billingProfile} />
        ) : (
          <p>{t('order.summary.not_chosen')}</p>
        )}
      </SummaryEntry>
      {domainProfileShown(state) && (
        <SummaryEntry title={t(stepTitleKey('domain-profile', workflow))} {...entry('domain-profile')}>
          {domainProfilesAllExplicit(cart) ? (
            <p>{t('order.summary.domain_profiles_explicit')}</p>
          ) : cart.domainProfile ? (
            <ProfileLines profile={cart.domainProfile} />
          ) : (
            <p>{t('order.summary.not_chosen')}</p>
          )}
        </SummaryEntry>
      )}
      <SummaryEntry title={t('step.payment-method')} {...entry('payment-method')}>
        <PaymentChoice />
      </SummaryEntry>
    </>
  );
}

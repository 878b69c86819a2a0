/**
 * The customer's choices in a side summary (spec §2 "Side summary"): the billing profile, the domain
 * profile ("User information" in the Swedish workflow; an info text when every domain names its own
 * profile) and the payment method, each with its edit action. Shared by the order view's summary
 * and the cart view's, which differ only in what an edit does.
 */
import { useTranslation } from 'react-i18next';
import type { StepName } from '../../../events/contract/scalars';
import { sameValue } from '../../../projections/shared/same-value';
import { workflowOf } from '../../../projections/read-model';
import { loadedCart } from '../../../projections/cart/selectors';
import { domainProfileShown, domainProfilesAllExplicit } from '../../../projections/checkout/selectors';
import { useAppSelector } from '../../app/use-app-selector';
import { PaymentChoice } from './payment-choice';
import { stepTitleKey } from './step-title';
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
  const hasCart = useAppSelector((state) => loadedCart(state) !== null);
  const billing = useAppSelector((state) => loadedCart(state)?.billingProfile ?? null, sameValue);
  const domain = useAppSelector((state) => loadedCart(state)?.domainProfile ?? null, sameValue);
  const allExplicit = useAppSelector((state) => {
    const cart = loadedCart(state);
    return cart !== null && domainProfilesAllExplicit(cart);
  });
  const domainShown = useAppSelector(domainProfileShown);
  const workflow = useAppSelector(workflowOf);
  if (!hasCart) return null;
  const entry = (step: StepName) => ({ step, editable: editable(step), onEdit: () => onEdit(step) });
  return (
    <>
      <SummaryEntry title={t('step.billing-profile')} {...entry('billing-profile')}>
        {billing ? <ProfileLines profile={billing} /> : <p>{t('order.summary.not_chosen')}</p>}
      </SummaryEntry>
      {domainShown && (
        <SummaryEntry title={t(stepTitleKey('domain-profile', workflow))} {...entry('domain-profile')}>
          {allExplicit ? (
            <p>{t('order.summary.domain_profiles_explicit')}</p>
          ) : domain ? (
            <ProfileLines profile={domain} />
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

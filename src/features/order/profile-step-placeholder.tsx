/**
 * Stands in for the billing and domain profile steps while their files are being written by the
 * other half of issue 4 (they replace it in step-body.tsx): it shows the profile the cart holds
 * and lets the step be submitted when the cart already has one.
 */
import { useTranslation } from 'react-i18next';
import type { StepName } from '../../../events/contract/scalars';
import { loadedCart } from '../../../projections/selectors';
import { useAppState } from '../../app/services';
import { ProfileLines } from './summary/profile-lines';

export function ProfileStepPlaceholder({
  step,
}: {
  step: Extract<StepName, 'billing-profile' | 'domain-profile'>;
}) {
  const { t } = useTranslation();
  const cart = loadedCart(useAppState());
  const profile = step === 'billing-profile' ? cart?.billingProfile : cart?.domainProfile;
  return profile ? <ProfileLines profile={profile} /> : <p>{t('order.summary.not_chosen')}</p>;
}

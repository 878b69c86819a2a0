/**
 * What each step block holds: the step's own form while it is active, its summary (the same
 * component read-only) once done. The billing and domain profile steps come from their own files.
 */
import type { StepName } from '../../../events/contract/scalars';
import { CartStepSummary } from './summary/cart-step-summary';
import { PaymentMethodStep } from './payment/payment-method-step';
import { ProfileStepPlaceholder } from './profile-step-placeholder';
import { RecapitulationStep } from './recapitulation/recapitulation-step';
import { ServiceSettingsStep } from './service-settings/service-settings-step';

export function StepBody({ step, readOnly }: { step: StepName; readOnly: boolean }) {
  switch (step) {
    case 'cart':
      return <CartStepSummary />;
    case 'billing-profile':
      return <ProfileStepPlaceholder step="billing-profile" />;
    case 'domain-profile':
      return <ProfileStepPlaceholder step="domain-profile" />;
    case 'payment-method':
      return <PaymentMethodStep readOnly={readOnly} />;
    case 'service-settings':
      return <ServiceSettingsStep readOnly={readOnly} />;
    case 'recapitulation':
      return readOnly ? null : <RecapitulationStep />;
  }
}

/**
 * What each step block holds: the step's own form while it is active, its summary (the same
 * component read-only) once done. The billing and domain profile steps (sign-up, saved profiles,
 * address form) live in steps/ and bring their own submit buttons.
 */
import type { StepName } from '../../../events/contract/scalars';
import { CartStepSummary } from './summary/cart-step-summary';
import { PaymentMethodStep } from './payment/payment-method-step';
import { RecapitulationStep } from './recapitulation/recapitulation-step';
import { ServiceSettingsStep } from './service-settings/service-settings-step';
import { BillingProfileStep } from './steps/billing-profile-step';
import { DomainProfileStep } from './steps/domain-profile-step';

export function StepBody({ step, readOnly }: { step: StepName; readOnly: boolean }) {
  switch (step) {
    case 'cart':
      return <CartStepSummary />;
    case 'billing-profile':
      return <BillingProfileStep readOnly={readOnly} />;
    case 'domain-profile':
      return <DomainProfileStep readOnly={readOnly} />;
    case 'payment-method':
      return <PaymentMethodStep readOnly={readOnly} />;
    case 'service-settings':
      return <ServiceSettingsStep readOnly={readOnly} />;
    case 'recapitulation':
      return readOnly ? null : <RecapitulationStep />;
  }
}

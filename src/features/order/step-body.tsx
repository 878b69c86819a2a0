/**
 * What each step block holds: the step's own form while it is active, its summary (the same
 * component read-only) once done. The billing and domain profile steps (sign-up, saved profiles,
 * address form) live in steps/ and bring their own submit buttons.
 */
import { match } from 'ts-pattern';
import type { StepName } from '../../../events/contract/scalars';
import { CartStepSummary } from './summary/cart-step-summary';
import { PaymentMethodStep } from './payment/payment-method-step';
import { RecapitulationStep } from './recapitulation/recapitulation-step';
import { ServiceSettingsStep } from './service-settings/service-settings-step';
import { BillingProfileStep } from './steps/billing-profile-step';
import { DomainProfileStep } from './steps/domain-profile-step';

export function StepBody({ step, readOnly }: { step: StepName; readOnly: boolean }) {
  // Exhaustive: a new step fails the typecheck until it has a body here.
  return match(step)
    .with('cart', () => <CartStepSummary />)
    .with('billing-profile', () => <BillingProfileStep readOnly={readOnly} />)
    .with('domain-profile', () => <DomainProfileStep readOnly={readOnly} />)
    .with('payment-method', () => <PaymentMethodStep readOnly={readOnly} />)
    .with('service-settings', () => <ServiceSettingsStep readOnly={readOnly} />)
    .with('recapitulation', () => (readOnly ? null : <RecapitulationStep />))
    .exhaustive();
}

/**
 * The stepper below the md breakpoint (issue 15, decision 031): one line "Step 2 of 6 · Billing
 * profile" and a progress bar of one segment per step (done, current, needs attention), instead of
 * six rows of pills that push the step below the first screen. The bar is a progressbar named
 * "Order progress", its value the current step's number and its value text the line above it. CSS
 * shows it below md only; the full stepper stays from md up.
 */
import { useTranslation } from 'react-i18next';
import type { Workflow } from '../../../events/contract/scalars';
import type { StepperStep } from '../../../projections/steps/selectors';
import { stepTitleKey } from '../../ui/checkout/step-title';

export function OrderStepperCompact({ steps, workflow }: { steps: StepperStep[]; workflow: Workflow }) {
  const { t } = useTranslation();
  const current = steps.find((s) => s.current);
  if (!current) return null;
  const text = t('order.stepper.compact', {
    number: current.number,
    total: steps.length,
    title: t(stepTitleKey(current.step, workflow)),
  });
  return (
    <div className="stepper__compact">
      <p className="stepper__compact-text">{text}</p>
      <div
        className="stepper__progress"
        role="progressbar"
        aria-label={t('order.stepper.progress')}
        aria-valuemin={1}
        aria-valuemax={steps.length}
        aria-valuenow={current.number}
        aria-valuetext={text}
      >
        {steps.map((s) => (
          <span
            key={s.step}
            className={[
              'stepper__segment',
              s.done && 'stepper__segment--done',
              s.current && 'stepper__segment--current',
              s.issue && 'stepper__segment--issue',
            ]
              .filter(Boolean)
              .join(' ')}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * The stepper of the applicable steps (spec §2): each step a link only while it is enabled (done
 * or current), the current one marked for assistive technology, done and issue states shown.
 * Following a link is a navigation; order-step-sync moves the user step to it.
 * Below md the navigation gives way to the compact form (order-stepper-compact.tsx, decision 031),
 * rendered beside it, not in it: it has no links, and CSS shows one of the two.
 */
import { useTranslation } from 'react-i18next';
import { stepsForStepper } from '../../../projections/steps/selectors';
import { workflowOf } from '../../../projections/read-model';
import { sameValue } from '../../../projections/shared/same-value';
import { useAppSelector } from '../../app/use-app-selector';
import { stepPath } from '../../router/step-paths';
import { AppLink } from '../../ui/link-button';
import { OrderStepperCompact } from './order-stepper-compact';
import { stepTitleKey } from '../../ui/checkout/step-title';

export function OrderStepper() {
  const { t } = useTranslation();
  const workflow = useAppSelector(workflowOf);
  const steps = useAppSelector(stepsForStepper, sameValue);
  return (
    <>
      <OrderStepperCompact steps={steps} workflow={workflow} />
      <nav className="stepper" aria-label={t('order.stepper')}>
        <ol className="stepper__list">
          {steps.map((s) => {
            const label = (
              <>
                <span className="stepper__number" aria-hidden="true">
                  {s.done ? '✓' : s.number}
                </span>{' '}
                <span className="stepper__title">{t(stepTitleKey(s.step, workflow))}</span>
                {s.issue && <span className="visually-hidden"> {t('order.step.issue')}</span>}
                {s.done && <span className="visually-hidden"> {t('order.step.done')}</span>}
              </>
            );
            const className = [
              'stepper__step',
              s.done && 'stepper__step--done',
              s.current && 'stepper__step--current',
              s.issue && 'stepper__step--issue',
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <li key={s.step} className={className} aria-current={s.current ? 'step' : undefined}>
                {s.enabled && !s.current ? (
                  <AppLink to={stepPath(s.step)} className="stepper__link">
                    {label}
                  </AppLink>
                ) : (
                  <span className="stepper__link" aria-disabled={s.current ? undefined : 'true'}>
                    {label}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}

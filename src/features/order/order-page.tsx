/**
 * The order view (`/checkout/order?step=`): the stepper of the applicable steps. The step forms,
 * side summary and finish-order button of spec §2 are issue 4.
 */
import { useTranslation } from 'react-i18next';
import { useAppState, useServices } from '../../app/services';
import { stepsForStepper } from '../../../projections/selectors';

export default function OrderPage() {
  const { t } = useTranslation();
  const state = useAppState();
  const { config } = useServices();
  const steps = stepsForStepper(state);
  return (
    <section className="page page--order" aria-labelledby="order-title">
      <h1 id="order-title">{t('app.title')}</h1>
      <ol className="stepper">
        {steps.map((s) => (
          <li
            key={s.step}
            aria-current={s.current ? 'step' : undefined}
            className={s.done ? 'step--done' : ''}
          >
            {t(
              s.step === 'domain-profile' && config.workflow === 2
                ? 'step.domain-profile.swedish'
                : `step.${s.step}`,
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

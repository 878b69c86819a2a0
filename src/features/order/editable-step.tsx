/**
 * One step of the order view as an editable block (spec §2, §4): its title with an edit icon once
 * the step is done (or flagged), its banner messages, then the step's form while active or its
 * summary once done. The block in edit mode is raised above the backdrop.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { stepPath } from '../../../projections/checkout/failure';
import { workflowOf } from '../../../projections/read-model';
import type { OrderStepView } from '../../../projections/checkout/selectors';
import { useDispatch } from '../../app/services';
import { useAppSelector } from '../../app/use-app-selector';
import { stepElementId } from '../../shared/element-ids';
import { AppLink } from '../../ui/link-button';
import { MessagesRegion } from '../../ui/messages-region';
import { StepBody } from './step-body';
import { stepTitleKey } from '../../ui/checkout/step-title';
import { routePath } from '../../../events/route-table';
import { sameValue } from '../../../projections/shared/same-value';

/** A step's block renders again only when its own view changed, not when another step's did. */
const sameProps = (before: { view: OrderStepView }, after: { view: OrderStepView }) =>
  sameValue(before.view, after.view);

export const EditableStep = memo(function EditableStep({ view }: { view: OrderStepView }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { step } = view;
  const workflow = useAppSelector(workflowOf);
  const title = t(stepTitleKey(step, workflow));
  const titleId = `${stepElementId(step)}-title`;
  const className = [
    'order-step',
    view.active && 'order-step--active',
    view.editing && 'order-step--raised',
    view.done && 'order-step--done',
    view.issue && 'order-step--issue',
    !view.active && !view.summarised && 'order-step--later',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section id={stepElementId(step)} className={className} aria-labelledby={titleId}>
      <header className="order-step__header">
        <h2 id={titleId} className="order-step__title">
          {view.number !== null && (
            <span className="order-step__number" aria-hidden="true">
              {view.number}
            </span>
          )}
          {title}
          {view.issue && (
            <span className="order-step__badge order-step__badge--issue">{t('order.step.issue')}</span>
          )}
          {view.done && !view.active && <span className="order-step__badge">{t('order.step.done')}</span>}
        </h2>
        {step === 'cart' ? (
          <AppLink to={routePath('checkout')} className="order-step__edit">
            <span aria-hidden="true">✎</span> {t('order.step.edit_cart')}
          </AppLink>
        ) : (
          view.summarised &&
          !view.active && (
            <button
              type="button"
              className="icon-button order-step__edit"
              aria-label={t('order.step.edit', { step: title })}
              onClick={() => dispatch('ui/edit-mode-set', { step })}
            >
              <span aria-hidden="true">✎</span>
            </button>
          )
        )}
      </header>
      <MessagesRegion path={stepPath(step)} />
      {(view.active || view.summarised) && <StepBody step={step} readOnly={!view.active} />}
    </section>
  );
}, sameProps);

/**
 * One entry of the side summary: a heading, its content and an edit action that puts the step in
 * edit mode (shown once the customer has passed the step).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepName } from '../../../../events/contract/scalars';
import { useDispatch } from '../../../app/services';

export function SummaryEntry({
  title,
  step,
  editable,
  children,
}: {
  title: string;
  step: StepName;
  editable: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <div className="order-summary__entry">
      <div className="order-summary__entry-head">
        <h3 className="order-summary__entry-title">{title}</h3>
        {editable && (
          <button
            type="button"
            className="link-button"
            aria-label={t('order.step.edit', { step: title })}
            onClick={() => dispatch('ui/edit-mode-set', { step })}
          >
            {t('common.edit')}
          </button>
        )}
      </div>
      {children}
    </div>
  );
}

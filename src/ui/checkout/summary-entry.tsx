/**
 * One entry of the side summary: a heading, its content and an edit action (shown once the
 * customer has passed the step; what it does is the summary's to say).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function SummaryEntry({
  title,
  editable,
  onEdit,
  children,
}: {
  title: string;
  editable: boolean;
  onEdit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="order-summary__entry">
      <div className="order-summary__entry-head">
        <h3 className="order-summary__entry-title">{title}</h3>
        {editable && (
          <button
            type="button"
            className="link-button"
            aria-label={t('order.step.edit', { step: title })}
            onClick={onEdit}
          >
            {t('common.edit')}
          </button>
        )}
      </div>
      {children}
    </div>
  );
}

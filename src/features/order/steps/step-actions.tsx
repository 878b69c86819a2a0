/**
 * The buttons under the billing and domain profile steps: back (previous step, or the cart) or
 * cancel while the step is being edited, and the step's own submit (it saves or signs up before
 * the step moves on, so it is not the order view's plain continue).
 */
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../../../app/services';
import { sameValue } from '../../../../projections/shared/same-value';
import { useAppSelector } from '../../../app/use-app-selector';

export function StepActions({
  submitKey,
  busy,
  disabled = false,
  onSubmit,
}: {
  submitKey: string;
  busy: boolean;
  /** The step cannot be submitted yet (besides being busy). */
  disabled?: boolean;
  onSubmit(): void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const editing = useAppSelector((state) => state.steps.editMode, sameValue) !== null;
  return (
    <div className="order-step__footer">
      {editing ? (
        <button type="button" className="button" onClick={() => dispatch('ui/edit-mode-set', { step: null })}>
          {t('common.cancel')}
        </button>
      ) : (
        <button type="button" className="button" onClick={() => dispatch('steps/back-requested', {})}>
          {t('common.back')}
        </button>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={disabled || busy}
        aria-busy={busy}
        onClick={onSubmit}
      >
        {t(submitKey)}
      </button>
    </div>
  );
}

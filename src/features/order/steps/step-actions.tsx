/**
 * The buttons under a checkout step: back (previous step, or the cart) or cancel while the step is
 * being edited, and the step's own submit (it saves or signs up before the step moves on, so it is
 * not the order view's plain continue). Inside a step's form (step-form.tsx) the submit is the
 * form's submit button, so Enter in a field submits the step; without `onSubmit` it must be in one.
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
  /** For a step that is not one form (service settings: a form per item); else the form submits. */
  onSubmit?: () => void;
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
        type={onSubmit ? 'button' : 'submit'}
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

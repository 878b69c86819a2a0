/**
 * The buttons under an active step: back (to the previous applicable step, or the cart from the
 * first one) and continue, which submits the step (spec §4). Continue is disabled while the step
 * cannot be submitted yet; cancel leaves edit mode.
 */
import { useTranslation } from 'react-i18next';
import { useAppState, useDispatch } from '../../app/services';

export function StepFooter({ canContinue, busy = false }: { canContinue: boolean; busy?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const editing = useAppState().steps.editMode !== null;
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
        disabled={!canContinue || busy}
        aria-busy={busy}
        onClick={() => dispatch('steps/next-requested', {})}
      >
        {t('order.continue')}
      </button>
    </div>
  );
}

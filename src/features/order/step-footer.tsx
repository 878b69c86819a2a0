/**
 * The buttons under the service-settings step, whose fields are a form per item: back or cancel,
 * and continue, which submits the step (spec §4). It is StepActions with the order view's continue
 * intent; continue is disabled while the step cannot be submitted yet.
 */
import { useDispatch } from '../../app/services';
import { StepActions } from './steps/step-actions';

export function StepFooter({ canContinue, busy = false }: { canContinue: boolean; busy?: boolean }) {
  const dispatch = useDispatch();
  return (
    <StepActions
      submitKey="order.continue"
      busy={busy}
      disabled={!canContinue}
      onSubmit={() => dispatch('steps/next-requested', {})}
    />
  );
}

/**
 * The main layout read model (spec §2 "Main layout"): the register button's loading state and the
 * host-site take-over as the effect reported it.
 */
import { match } from 'ts-pattern';
import type { ReadModel } from './read-model';

export const reduceLayout: ReadModel = (draft, event) => {
  const layout = draft.layout;
  match(event)
    .with({ type: 'layout/register-requested' }, () => {
      layout.register = 'pending';
    })
    .with({ type: 'ui/side-panel-opened' }, { type: 'ui/side-panel-closed' }, () => {
      layout.register = 'idle';
    })
    .with({ type: 'layout/host-part-taken-over' }, ({ payload }) => {
      if (!layout.hostTakeOver.taken.includes(payload.part)) layout.hostTakeOver.taken.push(payload.part);
    })
    .with({ type: 'layout/host-take-over-finished' }, ({ payload }) => {
      layout.hostTakeOver.status = payload.outcome;
      layout.hostTakeOver.missing = [...payload.missing];
    })
    .otherwise(() => {});
};

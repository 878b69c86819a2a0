/**
 * The main layout read model (spec §2 "Main layout"): the register button's loading state and the
 * host-site take-over as the effect reported it, and the modal an action button opened (decision 020).
 */
import type { LayoutState } from './state';
import { edit, onSlice } from '../on-events';

const idle = (layout: LayoutState): LayoutState =>
  layout.register === 'idle' ? layout : { ...layout, register: 'idle' };

export const reduceLayout = onSlice('layout', {
  'layout/register-requested': edit((layout, _event) => {
    layout.register = 'pending';
  }),
  'ui/side-panel-opened': (layout) => idle(layout),
  'ui/side-panel-closed': (layout) => idle(layout),
  'layout/host-part-taken-over': edit((layout, { payload }) => {
    if (!layout.hostTakeOver.taken.includes(payload.part)) layout.hostTakeOver.taken.push(payload.part);
  }),
  'layout/host-take-over-finished': edit((layout, { payload }) => {
    layout.hostTakeOver.status = payload.outcome;
    layout.hostTakeOver.missing = [...payload.missing];
  }),
  'action-button/modal-opened': (layout, { payload }) => ({
    ...layout,
    actionModal: { title: payload.title, text: payload.text },
  }),
  'action-button/modal-closed': (layout) =>
    layout.actionModal === null ? layout : { ...layout, actionModal: null },
});

/**
 * The shape of the main layout read model (projections/layout/model.ts), apart so projections/state.ts can name the
 * slice without importing the reducer.
 */
import type { HostPart } from '../../events/catalogue/layout';

type HostTakeOverStatus = 'polling' | 'complete' | 'gave-up' | 'skipped';

export interface LayoutState {
  /** Register was pressed in the login drawer; idle again once the drawer closes. */
  register: 'idle' | 'pending';
  hostTakeOver: { status: HostTakeOverStatus; taken: HostPart[]; missing: HostPart[] };
  /** The plain-text modal an action button's `modal` reply opened (decision 020), until closed. */
  actionModal: { title: string | null; text: string } | null;
}

export const initialLayoutState: LayoutState = {
  register: 'idle',
  hostTakeOver: { status: 'polling', taken: [], missing: [] },
  actionModal: null,
};

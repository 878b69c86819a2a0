/**
 * The steps slice: the step the customer is on, the step being edited, and each step's progress from data.
 */
import type { StepName } from '../../events/contract/scalars';

const noProgress: Record<StepName, number> = {
  cart: 0,
  'billing-profile': 0,
  'domain-profile': 100,
  'payment-method': 0,
  'service-settings': 100,
  recapitulation: 100,
};

export interface StepsState {
  userStep: StepName;
  /** The cart the user step belongs to; a reply for another cart resets the step. */
  cartUuid: string | null;
  editMode: StepName | null;
  /** 100 when the data of the step is complete (spec §4 "Step progress from data"), else 0. */
  dataProgress: Record<StepName, number>;
  /** The steps of this workflow and cart, in order. */
  applicable: StepName[];
}

export const initialStepsState: StepsState = {
  userStep: 'cart',
  cartUuid: null,
  editMode: null,
  dataProgress: noProgress,
  applicable: ['cart', 'billing-profile', 'payment-method', 'recapitulation'],
};

/**
 * The shape of the hosting tutorial read model (projections/tutorial/model.ts), apart so projections/state.ts can
 * name the slice without importing the reducer.
 */
import type { AppError } from '../../events/app-error';
import type { TutorialFlow } from '../../events/catalogue/tutorial';
import type { ErrorItem } from '../../events/contract/errors';
import type { HostingTutorialProduct } from '../../events/contract/offers';
import type { ChosenConfiguration } from './config';

type TutorialProducts =
  | { status: 'idle' }
  | { status: 'disabled'; reason: 'test-cookie' | 'disabling-cookie' }
  | { status: 'loaded'; list: HostingTutorialProduct[] }
  | { status: 'failed'; error: AppError };

/** The add of the configured product: its command id links it to the cart queue's reply. */
export type TutorialAdd =
  | { status: 'idle' }
  | { status: 'adding'; commandId: string | null }
  | { status: 'failed'; error: ErrorItem };

export interface OpenTutorial {
  cartUuid: string;
  flow: TutorialFlow;
  domain: string;
  itemId: string;
  /** Code of the current step (projections/tutorial/steps.ts). */
  step: string;
  /** The skip prompt is open over the current step. */
  prompt: boolean;
  add: TutorialAdd;
}

export interface TutorialState {
  products: TutorialProducts;
  open: OpenTutorial | null;
  /** How the last shown tutorial ended (what E24 records). */
  ended: { noHostingSelected: boolean; skipped: boolean } | null;
  /** Configuration chosen per product name, kept when the customer goes back and forth. */
  configurations: Record<string, ChosenConfiguration>;
}

export const initialTutorialState: TutorialState = {
  products: { status: 'idle' },
  open: null,
  ended: null,
  configurations: {},
};

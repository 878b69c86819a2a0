/**
 * The shape of the website flow read model (projections/website-flow/model.ts), apart so projections/state.ts can
 * name the slice without importing the reducer.
 */
import type { AppError } from '../../events/app-error';
import type { WebsiteFlowCategory } from '../../events/catalogue/website-flow';
import type { HostingTutorialProduct } from '../../events/contract/offers';

/** The three steps: choose a design tool, choose hosting, register and pay. */
export const WEBSITE_FLOW_STEPS = ['design-tool', 'hosting', 'register'] as const;
export const LAST_WEBSITE_FLOW_STEP = WEBSITE_FLOW_STEPS.length - 1;

/** The provider's catalogue (E44) the packages are configured from; 'idle' while it is asked. */
type WebsiteFlowCatalogue =
  | { status: 'idle' }
  | { status: 'loaded'; products: HostingTutorialProduct[] }
  | { status: 'failed'; error: AppError };

export interface WebsiteFlowState {
  /** Index into WEBSITE_FLOW_STEPS. */
  step: number;
  category: WebsiteFlowCategory | null;
  catalogue: WebsiteFlowCatalogue;
}

export const initialWebsiteFlowState: WebsiteFlowState = {
  step: 0,
  category: null,
  catalogue: { status: 'idle' },
};

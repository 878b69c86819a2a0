/**
 * The shape of the outdated-browser read model (projections/browser/model.ts), apart so projections/state.ts
 * can name the slice without importing the reducer.
 */
export interface OutdatedBrowserState {
  missing: string[];
  dismissed: boolean;
}

export const initialOutdatedBrowserState: OutdatedBrowserState = { missing: [], dismissed: false };

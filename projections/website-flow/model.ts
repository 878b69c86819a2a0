/**
 * The website flow read model (spec §4 "Website flow"): the step index goes up on next and down on
 * prev, never below 0 nor past the last step; next is refused until a category is chosen. A
 * position restored from local storage is clamped the same way. The provider's catalogue the
 * packages come from is kept as it arrived (or its failure); asking again starts it over.
 */
import { castDraft } from 'immer';
import { edit, onSlice } from '../on-events';
import { LAST_WEBSITE_FLOW_STEP } from './state';

const clamp = (step: number) => Math.min(Math.max(step, 0), LAST_WEBSITE_FLOW_STEP);

export const reduceWebsiteFlow = onSlice('websiteFlow', {
  'website-flow/category-chosen': edit((w, { payload }) => {
    w.category = payload.category;
  }),
  'website-flow/next-requested': edit((w, _event) => {
    if (w.category !== null) w.step = clamp(w.step + 1);
  }),
  'website-flow/prev-requested': edit((w, _event) => {
    w.step = clamp(w.step - 1);
  }),
  'website-flow/restored': edit((w, { payload }) => {
    w.category = payload.category;
    w.step = payload.category === null ? 0 : clamp(payload.step);
  }),
  'website-flow/catalogue-requested': edit((w, _event) => {
    w.catalogue = { status: 'idle' };
  }),
  'website-flow/catalogue-received': edit((w, { payload }) => {
    w.catalogue = castDraft({ status: 'loaded' as const, products: payload.products });
  }),
  'website-flow/catalogue-failed': edit((w, { payload }) => {
    w.catalogue = castDraft({ status: 'failed' as const, error: payload.error });
  }),
});

/**
 * The website flow read model (spec §4 "Website flow"): the step index goes up on next and down on
 * prev, never below 0 nor past the last step; next is refused until a category is chosen. A
 * position restored from local storage is clamped the same way.
 */
import { match } from 'ts-pattern';
import type { ReadModel } from './read-model';
import { LAST_WEBSITE_FLOW_STEP } from './website-flow-state';

const clamp = (step: number) => Math.min(Math.max(step, 0), LAST_WEBSITE_FLOW_STEP);

export const reduceWebsiteFlow: ReadModel = (draft, event) => {
  const w = draft.websiteFlow;
  match(event)
    .with({ type: 'website-flow/category-chosen' }, ({ payload }) => {
      w.category = payload.category;
    })
    .with({ type: 'website-flow/next-requested' }, () => {
      if (w.category !== null) w.step = clamp(w.step + 1);
    })
    .with({ type: 'website-flow/prev-requested' }, () => {
      w.step = clamp(w.step - 1);
    })
    .with({ type: 'website-flow/restored' }, ({ payload }) => {
      w.category = payload.category;
      w.step = payload.category === null ? 0 : clamp(payload.step);
    })
    .otherwise(() => {});
};

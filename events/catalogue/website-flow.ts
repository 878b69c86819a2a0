/**
 * The guided website flow (spec §2, §4; development and staging only): the category chosen, the
 * moves between its three steps, and the position read back from local storage.
 */
import * as z from 'zod/mini';
import { fact, intent } from '../define';

export const WebsiteFlowCategory = z.enum(['without-ecom', 'with-ecom']);
export type WebsiteFlowCategory = z.infer<typeof WebsiteFlowCategory>;

export const websiteFlowEvents = {
  'website-flow/category-chosen': intent(z.object({ category: WebsiteFlowCategory })),
  'website-flow/next-requested': intent(z.object({})),
  'website-flow/prev-requested': intent(z.object({})),
  /** Step and category as local storage kept them from an earlier visit. */
  'website-flow/restored': fact(
    z.object({ step: z.int().check(z.minimum(0)), category: z.nullable(WebsiteFlowCategory) }),
  ),
};

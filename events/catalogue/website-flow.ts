/**
 * The guided website flow (spec §2, §4; development and staging only): the category chosen, the
 * moves between its three steps, the position read back from local storage, and the provider's
 * hosting catalogue its packages are configured from (E44, decision 026).
 */
import * as z from 'zod/mini';
import { AppError } from '../app-error';
import { HostingTutorialProduct } from '../contract/offers';
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
  /** The customer asks again for the catalogue that could not be read. */
  'website-flow/catalogue-requested': intent(z.object({})),
  /** The provider's products (E44) the packages take their configurations and prices from. */
  'website-flow/catalogue-received': fact(z.object({ products: z.array(HostingTutorialProduct) })),
  'website-flow/catalogue-failed': fact(z.object({ error: AppError })),
};

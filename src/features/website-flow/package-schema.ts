/**
 * The website-flow package (contract §2.7 `WebsiteFlowPackage`; no endpoint serves it) as a zod
 * schema, plus what the flow needs to offer it: whether it is the e-commerce variant, the
 * Recommended badge and the cart item it becomes. Texts are catalogue keys.
 */
import * as z from 'zod/mini';
import { Money, Months } from '../../../events/contract/scalars';

export const WebsiteFlowPackage = z.object({
  name: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  category: z.enum(['business-wp', 'business-wo', 'others']),
  price: z.object({ marketingPrice: Money, actualPrice: Money, period: Months }),
  attributes: z.object({
    storage: z.string(),
    loopia_boost: z.boolean(),
    webpages: z.string(),
    mailboxes: z.string(),
    free_ssl: z.boolean(),
  }),
});
export type WebsiteFlowPackage = z.infer<typeof WebsiteFlowPackage>;

export const WebsiteFlowOffer = z.object({
  package: WebsiteFlowPackage,
  /** Step of the flow that offers it: 0 design tool, 1 hosting. */
  step: z.int(),
  /** Shown for the 'With e-com' category (true), 'Without e-com' (false) or both (null). */
  ecom: z.nullable(z.boolean()),
  recommended: z.boolean(),
  cart: z.object({
    code: z.string(),
    properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  }),
});
export type WebsiteFlowOffer = z.infer<typeof WebsiteFlowOffer>;

/**
 * The website-flow package (contract §2.7 `WebsiteFlowPackage`; no endpoint serves it) as a type,
 * plus what the flow needs to offer it: whether it is the e-commerce variant, the Recommended badge
 * and the cart item it becomes. Texts are catalogue keys; the price, period and configuration come
 * from the provider's catalogue (decision 026), so the price is null when the provider names none.
 */
interface WebsiteFlowPackage {
  name: string;
  title: string;
  subtitle: string;
  description: string;
  category: 'business-wp' | 'business-wo' | 'others';
  /** Money amounts in the company currency, for `period` months. */
  price: { marketingPrice: number; actualPrice: number; period: number } | null;
  attributes: {
    storage: string;
    loopia_boost: boolean;
    webpages: string;
    mailboxes: string;
    free_ssl: boolean;
  };
}

export interface WebsiteFlowOffer {
  package: WebsiteFlowPackage;
  /** Step of the flow that offers it: 0 design tool, 1 hosting. */
  step: number;
  /** Shown for the 'With e-com' category (true), 'Without e-com' (false) or both (null). */
  ecom: boolean | null;
  recommended: boolean;
  cart: {
    code: string;
    period: number;
    /** The property that sizes the package (capacity, type): it tells the package's cart item. */
    sizedBy: string;
    properties: Record<string, string | number | boolean>;
  };
}

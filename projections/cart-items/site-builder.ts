/**
 * What each site builder type includes, as spec §1 lists it: basic (1 web, 1 GB, 5 subpages,
 * unlimited blog), extended (10 GB, unlimited subpages, simple e-shop, multilingual, mail storage).
 * One list for every place that shows a site builder (the website flow's packages, the cart item),
 * as translation keys with their values (decision 079).
 */

export type SiteBuilderType = 'basic' | 'extended';

interface SiteBuilderFeature {
  key: string;
  values?: Record<string, number>;
}

const FEATURES: Record<SiteBuilderType, readonly SiteBuilderFeature[]> = {
  basic: [
    { key: 'site_builder.feature.one_web' },
    { key: 'site_builder.feature.storage', values: { size: 1 } },
    { key: 'site_builder.feature.five_subpages' },
    { key: 'site_builder.feature.unlimited_blog' },
  ],
  extended: [
    { key: 'site_builder.feature.storage', values: { size: 10 } },
    { key: 'site_builder.feature.unlimited_subpages' },
    { key: 'site_builder.feature.eshop' },
    { key: 'site_builder.feature.multilingual' },
    { key: 'site_builder.feature.mail_storage' },
  ],
};

/** The type of a site builder item or package from its `type` property; null when it names none. */
export function siteBuilderType(code: string, type: unknown): SiteBuilderType | null {
  if (code !== 'site-builder') return null;
  return type === 'basic' || type === 'extended' ? type : null;
}

/** What the type includes, in the spec's order. */
export function siteBuilderFeatures(type: SiteBuilderType): readonly SiteBuilderFeature[] {
  return FEATURES[type];
}

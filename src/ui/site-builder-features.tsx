/**
 * The list of what a site builder type includes (spec §1), shown under a site builder's name in
 * the cart and on the website flow's Sitebuilder packages, from the one list in
 * projections/cart-items/site-builder.ts.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { siteBuilderFeatures, type SiteBuilderType } from '../../projections/cart-items/site-builder';

export function SiteBuilderFeatures({ type, className }: { type: SiteBuilderType; className: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <>
      <span id={labelId} hidden>
        {t('site_builder.features')}
      </span>
      <ul className={className} aria-labelledby={labelId}>
        {siteBuilderFeatures(type).map((feature) => (
          <li key={feature.key}>{t(feature.key, feature.values)}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * The name and details of an item: its display name (a server string, rendered as text), the
 * premium badge, the domain it is for, the package detail (marketing name in the customer's
 * language, storage in GB) and, for a site builder, what its type includes (spec §1).
 */
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../../../../events/contract/cart';
import { siteBuilderType } from '../../../../projections/cart-items/site-builder';
import { useServices } from '../../../app/services';
import { packageDetail } from './package-detail';
import { SiteBuilderFeatures } from '../../../ui/site-builder-features';

export function ItemTitle({ item, nameId }: { item: CartItem; nameId: string }) {
  const { t } = useTranslation();
  const { locale } = useServices();
  const domain = typeof item.properties.domain === 'string' ? item.properties.domain : '';
  const detail = packageDetail(item, locale);
  const builder = siteBuilderType(item.code, item.properties.type);
  return (
    <div className="item-title">
      <h2 id={nameId} className="cart-item__name">
        {item.name}
      </h2>
      {item.properties.premium === true && (
        <span className="badge badge--premium">{t('cart_items.premium')}</span>
      )}
      {domain !== '' && domain !== item.name && <span className="cart-item__detail">{domain}</span>}
      {detail !== null && (
        <span className="cart-item__detail">
          {detail.name}
          {detail.storageGb !== null && ` · ${t('cart_items.package_storage', { size: detail.storageGb })}`}
        </span>
      )}
      {builder !== null && <SiteBuilderFeatures type={builder} className="cart-item__features" />}
    </div>
  );
}

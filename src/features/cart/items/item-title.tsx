/**
 * The name and details of an item: its display name (a server string, rendered as text), the
 * premium badge, the domain it is for, the package detail (marketing name in the customer's
 * language, storage in GB) and, for a site builder, what its type includes (spec §1).
 */
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../../../../events/contract/cart';
import { siteBuilderType } from '../../../../projections/cart-items/site-builder';
import { useServices } from '../../../app/services';
import { cartClasses, cartKeys, itemTitleLines } from '../cart-view';
import { SiteBuilderFeatures } from '../../../ui/site-builder-features';

export function ItemTitle({ item, nameId }: { item: CartItem; nameId: string }) {
  const { t } = useTranslation();
  const { locale } = useServices();
  const lines = itemTitleLines(item, locale);
  const detail = lines.package;
  const builder = siteBuilderType(item.code, item.properties.type);
  return (
    <div className={cartClasses.title}>
      <h2 id={nameId} className={cartClasses.name}>
        {lines.name}
      </h2>
      {item.properties.premium === true && (
        <span className="badge badge--premium">{t('cart_items.premium')}</span>
      )}
      {lines.domain !== null && <span className={cartClasses.detail}>{lines.domain}</span>}
      {detail !== null && (
        <span className={cartClasses.detail}>
          {detail.name}
          {detail.storageGb !== null && ` · ${t(cartKeys.storage, { size: detail.storageGb })}`}
        </span>
      )}
      {builder !== null && <SiteBuilderFeatures type={builder} className="cart-item__features" />}
    </div>
  );
}

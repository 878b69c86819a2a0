/**
 * The name and details of an item: its display name (a server string, rendered as text), the
 * premium badge, the domain it is for and the package detail (marketing name in the customer's
 * language, storage in GB).
 */
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../../../../events/contract/cart';
import { useServices } from '../../../app/services';
import { packageDetail } from './package-detail';

export function ItemTitle({ item, nameId }: { item: CartItem; nameId: string }) {
  const { t } = useTranslation();
  const { locale } = useServices();
  const domain = typeof item.properties.domain === 'string' ? item.properties.domain : '';
  const detail = packageDetail(item, locale);
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
    </div>
  );
}

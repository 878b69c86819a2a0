/**
 * One cart item card (spec §2, §4): name and details, premium badge, settings cog and remove
 * button, period selector, price cell, Business Mail licence sub-rows, and the item's messages.
 * The card is greyed while its change runs, when the provider flags it (`isDisabled`) and while
 * it holds a message. The row selects its own item by id and compares it by value (decision 030):
 * a new cart reply renders again only the rows whose item, status or messages changed.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../../../../events/contract/cart';
import { LICENCE_TYPES, hasLicences } from '../../../../projections/cart-items/business-mail';
import { drawerFields, hasSettings } from '../../../../projections/cart-items/item-drawer';
import { itemFieldPath } from '../../../../projections/messages/routing';
import { isLoggedIn, itemState, loadedCart } from '../../../../projections/cart/selectors';
import { itemMessages } from '../../../../projections/cart-items/selectors';
import { sameValue } from '../../../../projections/shared/same-value';
import { useAppSelector } from '../../../app/use-app-selector';
import { cartClasses } from '../cart-view';
import { BusinessMailLicences } from './business-mail-licences';
import { ItemActions } from './item-actions';
import { ItemPeriodSelect } from './item-period-select';
import { ItemPriceCell } from './item-price-cell';
import { ItemTitle } from './item-title';
import { ItemMessageList } from './message-list';
import { useMessagePaths } from './use-message-paths';

/** Item-relative paths whose messages the row shows at a field. */
function rowFieldPaths(item: CartItem): string[] {
  return ['period', ...(hasLicences(item) ? LICENCE_TYPES.map((type) => `licenses.${type}`) : [])];
}

export function CartItemRow({ itemId, currency }: { itemId: string; currency: string }) {
  const item = useAppSelector(
    (state) => loadedCart(state)?.items.find((i) => i.id === itemId) ?? null,
    sameValue,
  );
  return item && <ItemCard item={item} currency={currency} />;
}

function ItemCard({ item, currency }: { item: CartItem; currency: string }) {
  const { t } = useTranslation();
  const nameId = useId();
  const fieldPaths = rowFieldPaths(item);
  const view = useAppSelector(
    (state) => ({
      status: itemState(state, item.id),
      messages: itemMessages(state, item.id, fieldPaths),
      loggedIn: isLoggedIn(state),
    }),
    sameValue,
  );
  const { status, messages } = view;
  useMessagePaths([item.id, ...fieldPaths.map((p) => itemFieldPath(item.id, p))]);
  const holdsMessage = messages.area.length > 0 || Object.values(messages.fields).some((l) => l.length > 0);
  const className = [
    cartClasses.item,
    status.loading && 'cart-item--busy',
    item.isDisabled && 'cart-item--flagged',
    (status.greyed || holdsMessage) && 'cart-item--greyed',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li
      className={className}
      aria-labelledby={nameId}
      aria-busy={status.loading}
      tabIndex={-1}
      data-item-id={item.id}
    >
      <div className={cartClasses.itemHead}>
        <ItemTitle item={item} nameId={nameId} />
        <ItemActions item={item} settings={hasSettings(drawerFields(item, view.loggedIn))} />
      </div>
      {item.isDisabled && <p className="cart-item__flag">{t('cart_items.disabled')}</p>}
      <ItemPeriodSelect item={item} currency={currency} />
      <ItemPriceCell item={item} currency={currency} loading={status.loading} />
      {hasLicences(item) && (
        <BusinessMailLicences item={item} currency={currency} fieldMessages={messages.fields} />
      )}
      <ItemMessageList path={item.id} messages={messages.area} />
    </li>
  );
}

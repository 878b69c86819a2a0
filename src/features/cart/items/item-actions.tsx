/**
 * The settings cog (opens the item drawer) and the remove button of an item row. Both variants
 * are rendered and CSS picks one: the buttons themselves on pointer screens, a disclosure menu
 * button (`aria-expanded`) holding them on touch and mobile screens (below 768 px), which closes on
 * Escape (focus back on its button) and on a press or focus outside it (src/ui/use-disclosure.ts),
 * so also when its Settings opens the drawer: closing the drawer then gives focus to the menu button.
 */
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../../../../events/contract/cart';
import { useDispatch } from '../../../app/services';
import { useDisclosure } from '../../../ui/use-disclosure';

export function ItemActions({ item, settings }: { item: CartItem; settings: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const menuRoot = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [open, toggle] = useDisclosure(menuRoot, menuButton);
  const menuId = useId();
  const toggleDrawer = () => dispatch('ui/item-drawer-toggled', { itemId: item.id });
  const remove = () => dispatch('cart/item-remove-requested', { itemId: item.id });
  return (
    <div className="item-actions">
      <div className="item-actions__inline">
        {settings && (
          <button
            type="button"
            className="icon-button"
            data-drawer-opener={item.id}
            aria-label={t('cart_items.settings', { name: item.name })}
            onClick={toggleDrawer}
          >
            <span aria-hidden="true">⚙</span>
          </button>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label={t('cart_items.remove', { name: item.name })}
          onClick={remove}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <div ref={menuRoot} className="item-actions__menu">
        <button
          ref={menuButton}
          type="button"
          className="icon-button"
          // The drawer opened from the menu gives focus back here: the menu has closed meanwhile.
          data-drawer-opener={item.id}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={t('cart_items.actions', { name: item.name })}
          onClick={toggle}
        >
          <span aria-hidden="true">⋮</span>
        </button>
        <div id={menuId} className="item-actions__popup" hidden={!open}>
          {settings && (
            <button type="button" className="button" data-drawer-opener={item.id} onClick={toggleDrawer}>
              {t('cart_items.menu.settings')}
            </button>
          )}
          <button type="button" className="button" onClick={remove}>
            {t('common.remove')}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * Maps each cart intent to the API call that carries it out (spec §7, contract §4). Pure lookup:
 * the queue in cart-queue.ts decides when a command runs.
 */
import type { CartCommandName } from '../../events/catalogue/cart';
import type { Cart, CartItem } from '../../events/contract/cart';
import type { AppEvent } from '../../events/envelope';
import type { ApiClient } from '../api/client';
import type { Result } from '../api/result';

export interface CartCommand {
  name: CartCommandName;
  itemId?: string;
  run(api: ApiClient): Promise<Result<Cart & { newItems?: CartItem[] }>>;
}

export function commandFor(event: AppEvent): CartCommand | null {
  switch (event.type) {
    case 'cart/reload-configuration-requested':
      return { name: 'reload-configuration', run: (api) => api.reloadConfiguration() };
    case 'cart/validate-requested':
      return { name: 'validate', run: (api) => api.validateItems() };
    case 'cart/item-add-requested':
      return { name: 'add-item', run: (api) => api.addItem(event.payload.request) };
    case 'cart/bundle-add-requested':
      return { name: 'add-bundle', run: (api) => api.addBundle(event.payload.items) };
    case 'cart/item-update-requested': {
      const { itemId, changes } = event.payload;
      return { name: 'update-item', itemId, run: (api) => api.updateItem(itemId, changes) };
    }
    case 'cart/item-remove-requested': {
      const { itemId } = event.payload;
      return { name: 'remove-item', itemId, run: (api) => api.removeItem(itemId) };
    }
    case 'cart/item-upgrade-requested': {
      const { itemId, request } = event.payload;
      return { name: 'upgrade-item', itemId, run: (api) => api.upgradeItem(itemId, request) };
    }
    case 'cart/note-committed': {
      const note = event.payload.note.trim();
      return note === ''
        ? { name: 'delete-note', run: (api) => api.deleteNote() }
        : { name: 'set-note', run: (api) => api.setNote(note) };
    }
    case 'cart/coupon-add-requested': {
      const code = event.payload.code.trim();
      return { name: 'add-coupon', run: (api) => api.addCoupon(code) };
    }
    case 'cart/coupon-remove-requested': {
      const { code } = event.payload;
      return { name: 'remove-coupon', run: (api) => api.removeCoupon(code) };
    }
    case 'cart/donation-requested': {
      const { donation } = event.payload;
      return { name: 'set-donation', run: (api) => api.setDonation(donation) };
    }
    case 'cart/donation-remove-requested':
      return { name: 'remove-donation', run: (api) => api.removeDonation() };
    default:
      return null;
  }
}

/**
 * Maps each cart intent to the API call that carries it out (spec §7, contract §4). Pure lookup:
 * the queue in queue.ts decides when a command runs.
 */
import type { CartCommandName } from '../../../events/catalogue/cart';
import type { Cart, CartItem } from '../../../events/contract/cart';
import type { AppEvent } from '../../../events/envelope';
import type { CoreApiClient } from '../../api/core-client';
import type { Result } from '../../api/result';
import { revealAddRequest } from './reveal-secrets';
import { revealItemChanges } from './reveal-secrets';

export interface CartCommand {
  name: CartCommandName;
  itemId?: string;
  run(api: CoreApiClient): Promise<Result<Cart & { newItems?: CartItem[] }>>;
}

/** E38 fills in the last order's choices and answers 204; the cart is then read again (E5). */
async function runQuickOrder(api: CoreApiClient): Promise<Result<Cart>> {
  const ordered = await api.quickOrder();
  return ordered.ok ? api.getCart() : ordered;
}

export function commandFor(event: AppEvent): CartCommand | null {
  switch (event.type) {
    case 'cart/reload-configuration-requested':
      return { name: 'reload-configuration', run: (api) => api.reloadConfiguration() };
    case 'cart/validate-requested':
      return { name: 'validate', run: (api) => api.validateItems() };
    case 'cart/item-add-requested': {
      const request = revealAddRequest(event.payload.request);
      return { name: 'add-item', run: (api) => api.addItem(request) };
    }
    case 'cart/bundle-add-requested':
      return { name: 'add-bundle', run: (api) => api.addBundle(event.payload.items) };
    case 'cart/item-update-requested': {
      const { itemId } = event.payload;
      const changes = revealItemChanges(itemId, event.payload.changes);
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
    case 'migration/assistance-committed': {
      const { assistance } = event.payload;
      return { name: 'set-migration-assistance', run: (api) => api.setMigrationAssistance(assistance) };
    }
    case 'payment/option-save-requested': {
      const { request } = event.payload;
      return { name: 'set-payment-option', run: (api) => api.setPaymentOption(request) };
    }
    case 'cart-extras/quick-order-requested':
      return { name: 'quick-order', run: runQuickOrder };
    case 'profiles/billing-profile-chosen': {
      const { profileId } = event.payload;
      return { name: 'set-billing-profile', run: (api) => api.setBillingProfile(profileId) };
    }
    case 'profiles/domain-profile-chosen': {
      const { profileId } = event.payload;
      return { name: 'set-domain-profile', run: (api) => api.setDomainProfile(profileId) };
    }
    default:
      return null;
  }
}

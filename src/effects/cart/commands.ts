/**
 * The cart's own intents that become cart commands (spec §7, contract §4): reloading the
 * configuration, validating, and adding, changing, removing and upgrading items. Pure lookup: the
 * queue in queue.ts decides when a command runs; other features register their own (decision 073).
 */
import type { CartCommandRunners } from './command';
import { revealAddRequest, revealItemChanges } from './reveal-secrets';

export const cartOwnCommands: CartCommandRunners = {
  'cart/reload-configuration-requested': () => ({
    name: 'reload-configuration',
    run: (api) => api.reloadConfiguration(),
  }),
  'cart/validate-requested': () => ({ name: 'validate', run: (api) => api.validateItems() }),
  'cart/item-add-requested': (event) => {
    const request = revealAddRequest(event.payload.request);
    return { name: 'add-item', run: (api) => api.addItem(request) };
  },
  'cart/bundle-add-requested': (event) => ({
    name: 'add-bundle',
    run: (api) => api.addBundle(event.payload.items),
  }),
  'cart/item-update-requested': (event) => {
    const { itemId } = event.payload;
    const changes = revealItemChanges(itemId, event.payload.changes);
    return { name: 'update-item', itemId, run: (api) => api.updateItem(itemId, changes) };
  },
  'cart/item-remove-requested': (event) => {
    const { itemId } = event.payload;
    return { name: 'remove-item', itemId, run: (api) => api.removeItem(itemId) };
  },
  'cart/item-upgrade-requested': (event) => {
    const { itemId, request } = event.payload;
    return { name: 'upgrade-item', itemId, run: (api) => api.upgradeItem(itemId, request) };
  },
};

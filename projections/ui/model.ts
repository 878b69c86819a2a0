/**
 * The UI read model (spec §4): the side panel (hidden or login), the item settings drawer and the
 * login and logout redirects. The drawer opens for one item; choosing the same item closes it; it cannot be
 * closed (or switched) while saving; a successful save of that item closes it, a failed one keeps
 * it open with its message. Edit mode lives in the steps model.
 */
import { edit, onSlice } from '../on-events';
import type { UiState } from './state';

export const reduceUi = onSlice('ui', {
  'ui/side-panel-opened': edit((ui, { payload }) => {
    ui.sidePanel = payload.panel;
  }),
  'ui/side-panel-closed': edit((ui) => {
    ui.sidePanel = 'hidden';
  }),
  'ui/item-drawer-toggled': edit((ui, { payload }) => {
    if (ui.drawer?.saving) return;
    ui.drawer = ui.drawer?.itemId === payload.itemId ? null : { itemId: payload.itemId, saving: false };
  }),
  'ui/item-drawer-closed': edit((ui) => {
    if (!ui.drawer?.saving) ui.drawer = null;
  }),
  'ui/item-drawer-saving': (ui, { payload }) => withSaving(ui, payload.itemId, payload.saving),
  // Once the bound stopped a 401's trip (issue 30), later 401s of the page stay too; the customer's
  // own ask still goes.
  'ui/login-started': edit((ui, { payload }) => {
    if (payload.because === undefined || ui.login !== 'stopped') ui.login = 'redirecting';
  }),
  'ui/login-bounce-stopped': edit((ui) => {
    ui.login = 'stopped';
  }),
  'ui/logout-requested': edit((ui) => {
    ui.logout = 'redirecting';
  }),
  'cart/command-started': (ui, { payload }) =>
    payload.command === 'update-item' && payload.itemId !== undefined
      ? withSaving(ui, payload.itemId, true)
      : ui,
  'cart/command-failed': (ui, { payload }) =>
    payload.itemId !== undefined ? withSaving(ui, payload.itemId, false) : ui,
  'cart/received': (ui, { payload }, state) => {
    if (!ui.drawer) return ui;
    const settled = state.cartCommands.lastSettled;
    const saved =
      settled?.ok === true && settled.command === 'update-item' && settled.itemId === ui.drawer.itemId;
    const { itemId } = ui.drawer;
    const gone = !payload.cart.items.some((item) => item.id === itemId);
    return saved || gone ? { ...ui, drawer: null } : ui;
  },
  'cart/reset': edit((ui) => {
    ui.drawer = null;
  }),
});

function withSaving(ui: UiState, itemId: string, saving: boolean): UiState {
  if (ui.drawer?.itemId !== itemId || ui.drawer.saving === saving) return ui;
  return { ...ui, drawer: { ...ui.drawer, saving } };
}

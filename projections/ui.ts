/**
 * The UI read model (spec §4): the side panel (hidden or login), the item settings drawer and the
 * login redirect. The drawer opens for one item; choosing the same item closes it; it cannot be
 * closed (or switched) while saving; a successful save of that item closes it, a failed one keeps
 * it open with its message. Edit mode lives in the steps model.
 */
import type { Draft } from 'immer';
import { match } from 'ts-pattern';
import type { ReadModel } from './read-model';
import type { UiState } from './state';

type UiDraft = Draft<UiState>;

export const reduceUi: ReadModel = (draft, event) => {
  const ui = draft.ui;
  match(event)
    .with({ type: 'ui/side-panel-opened' }, ({ payload }) => {
      ui.sidePanel = payload.panel;
    })
    .with({ type: 'ui/side-panel-closed' }, () => {
      ui.sidePanel = 'hidden';
    })
    .with({ type: 'ui/item-drawer-toggled' }, ({ payload }) => {
      if (ui.drawer?.saving) return;
      ui.drawer = ui.drawer?.itemId === payload.itemId ? null : { itemId: payload.itemId, saving: false };
    })
    .with({ type: 'ui/item-drawer-closed' }, () => {
      if (!ui.drawer?.saving) ui.drawer = null;
    })
    .with({ type: 'ui/item-drawer-saving' }, ({ payload }) => setSaving(ui, payload.itemId, payload.saving))
    .with({ type: 'ui/login-started' }, () => {
      ui.login = 'redirecting';
    })
    .with({ type: 'cart/command-started' }, ({ payload }) => {
      if (payload.command === 'update-item' && payload.itemId !== undefined)
        setSaving(ui, payload.itemId, true);
    })
    .with({ type: 'cart/command-failed' }, ({ payload }) => {
      if (payload.itemId !== undefined) setSaving(ui, payload.itemId, false);
    })
    .with({ type: 'cart/received' }, ({ payload }) => {
      if (!ui.drawer) return;
      const settled = draft.cart.lastSettled;
      const saved =
        settled?.ok === true && settled.command === 'update-item' && settled.itemId === ui.drawer.itemId;
      const { itemId } = ui.drawer;
      const gone = !payload.cart.items.some((item) => item.id === itemId);
      if (saved || gone) ui.drawer = null;
    })
    .with({ type: 'cart/reset' }, () => {
      ui.drawer = null;
    })
    .otherwise(() => {});
};

function setSaving(ui: UiDraft, itemId: string, saving: boolean): void {
  if (ui.drawer?.itemId === itemId && ui.drawer.saving !== saving) ui.drawer.saving = saving;
}

/**
 * The item settings drawer (spec §2, §4): a modal dialog for one item at a time, labelled by the
 * item, with focus moved onto the dialog itself and back to the settings button when it closes,
 * Tab kept inside, Escape to close (refused while saving: src/ui/use-dialog-focus.ts), the item's
 * failures, the hosting package change banner, and the form.
 * It appears 200 ms after it is opened (spec §9 drawer opening debounce) through a CSS animation
 * delay: the state opens at once, so replays do not depend on timers, and a quick double press
 * of the cog never shows it.
 */
import { useCallback, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { drawerFieldPaths, drawerMessagePaths } from '../../../../projections/cart-items/item-drawer';
import { sameValue } from '../../../../projections/shared/same-value';
import { drawerView, itemMessages, type DrawerView } from '../../../../projections/cart-items/selectors';
import { useDispatch } from '../../../app/services';
import { useAppSelector } from '../../../app/use-app-selector';
import { CloseButton } from '../../../ui/close-button';
import { useDialogFocus } from '../../../ui/use-dialog-focus';
import { ItemMessageList } from '../items/message-list';
import { useMessagePaths } from '../items/use-message-paths';
import { DowngradeBanner } from './downgrade-banner';
import { ItemDrawerForm } from './item-drawer-form';

/** The item's settings buttons, inline and in the touch menu (the one CSS hides refuses focus). */
function settingsButtonsOf(itemId: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-drawer-opener]')].filter(
    (el) => el.dataset.drawerOpener === itemId,
  );
}

export function ItemDrawer() {
  const view = useAppSelector(drawerView, sameValue);
  return view === null ? null : <DrawerDialog key={view.item.id} view={view} />;
}

function DrawerDialog({ view }: { view: DrawerView }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const { item, fields, saving } = view;
  const close = useCallback(() => dispatch('ui/item-drawer-closed', {}), [dispatch]);
  const settingsButtons = useCallback(() => settingsButtonsOf(item.id), [item.id]);
  useDialogFocus(ref, { onEscape: close, initialFocus: ref, returnFocusTo: settingsButtons });
  useMessagePaths([item.id, ...drawerMessagePaths(item.id, fields)]);
  const messages = useAppSelector(
    (state) => itemMessages(state, item.id, drawerFieldPaths(fields)),
    sameValue,
  );
  return (
    <div className="item-drawer-layer">
      <div className="item-drawer__backdrop" aria-hidden="true" />
      <div
        ref={ref}
        className="item-drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={saving}
        tabIndex={-1}
      >
        <div className="item-drawer__head">
          <h2 id={titleId}>{t('cart_items.drawer.title', { name: item.name })}</h2>
          <CloseButton className="icon-button" label={t('common.close')} disabled={saving} onClick={close} />
        </div>
        <DowngradeBanner messages={messages.area} />
        <ItemMessageList path={item.id} messages={messages.area} />
        <ItemDrawerForm view={view} fieldMessages={messages.fields} />
      </div>
    </div>
  );
}

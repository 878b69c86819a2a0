/**
 * The modal of an action button's `modal` reply (contract §1.8, decision 020): the reply's title
 * (or a general one) and its plain text, never markup. A modal dialog (src/ui/use-dialog-focus.ts): focus
 * moves in, Tab stays inside, Escape and the close button close it (an intent), and focus returns
 * to where it was.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../../app/services';
import { sameValue } from '../../../projections/shared/same-value';
import { useAppSelector } from '../../app/use-app-selector';
import { useDialogFocus } from '../../ui/use-dialog-focus';

export default function ActionModal() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const modal = useAppSelector((state) => state.layout.actionModal, sameValue);
  const dialog = useRef<HTMLDivElement>(null);
  const close = () => dispatch('action-button/modal-closed', {});
  useDialogFocus(dialog, { open: modal !== null, onEscape: close });
  if (modal === null) return null;
  return (
    <div className="modal-layer">
      <div
        ref={dialog}
        className="modal action-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="action-modal-title"
        aria-describedby="action-modal-text"
        tabIndex={-1}
      >
        <h2 id="action-modal-title">{modal.title ?? t('action_button.modal_title')}</h2>
        <p id="action-modal-text" className="action-modal__text">
          {modal.text}
        </p>
        <button type="button" className="button" onClick={close}>
          {t('action_button.close')}
        </button>
      </div>
    </div>
  );
}

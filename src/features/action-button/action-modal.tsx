/**
 * The modal of an action button's `modal` reply (contract §1.8, decision 020): the reply's title
 * (or a general one) and its plain text, never markup. A modal dialog (src/ui/modal-dialog.tsx): focus
 * moves in, Tab stays inside, Escape and the close button close it (an intent), and focus returns
 * to where it was.
 */
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../../app/services';
import { sameValue } from '../../../projections/shared/same-value';
import { useAppSelector } from '../../app/use-app-selector';
import { ModalDialog } from '../../ui/modal-dialog';

export default function ActionModal() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const modal = useAppSelector((state) => state.layout.actionModal, sameValue);
  const close = () => dispatch('action-button/modal-closed', {});
  if (modal === null) return null;
  return (
    <ModalDialog
      className="action-modal"
      titleId="action-modal-title"
      textId="action-modal-text"
      onEscape={close}
      focusable
    >
      <h2 id="action-modal-title">{modal.title ?? t('action_button.modal_title')}</h2>
      <p id="action-modal-text" className="action-modal__text">
        {modal.text}
      </p>
      <button type="button" className="button" onClick={close}>
        {t('action_button.close')}
      </button>
    </ModalDialog>
  );
}

/**
 * The side drawer in which a saved profile is edited or a new one created (spec §2): a modal
 * dialog with its title, the form, save and close. Focus starts on the close button, Tab stays
 * inside, Escape closes it and focus returns where it was (src/ui/use-dialog-focus.ts). Open and
 * closed are state of the log (`profiles/form-opened` with `drawer`, `profiles/form-closed`).
 */
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '../../../ui/use-dialog-focus';
import { CloseButton } from '../../../ui/close-button';

export function ProfileDrawer({
  title,
  children,
  onClose,
}: {
  title: string;
  children: ReactNode;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useDialogFocus(dialog, { onEscape: onClose, initialFocus: closeButton });
  return (
    <div ref={dialog} className="profile-drawer" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="profile-drawer__panel">
        <CloseButton
          ref={closeButton}
          className="icon-button profile-drawer__close"
          label={t('common.close')}
          onClick={onClose}
        />
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}

/**
 * The side drawer in which a saved profile is edited or a new one created (spec §2): a modal
 * dialog with its title, the form, save and close; Escape closes it, focus starts on the close
 * button and returns where it was. Open and closed are state of the log (`profiles/form-opened`
 * with `drawer`, `profiles/form-closed`).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, []);
  return (
    <div className="profile-drawer" role="dialog" aria-modal="true" aria-labelledby="profile-drawer-title">
      <div className="profile-drawer__panel">
        <button
          ref={closeRef}
          type="button"
          className="icon-button profile-drawer__close"
          aria-label={t('common.close')}
          onClick={onClose}
        >
          ×
        </button>
        <h2 id="profile-drawer-title">{title}</h2>
        {children}
      </div>
    </div>
  );
}

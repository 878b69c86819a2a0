/**
 * The root layout every page renders in (spec §2): header with the language select, the general
 * message area, the page, and the login side panel.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from './language-select';
import { LoginPanel } from './login-panel';
import { MessagesRegion } from './messages-region';

export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="layout">
      <header className="layout__header">
        <span className="layout__brand">{t('app.title')}</span>
        <LanguageSelect />
      </header>
      <MessagesRegion path="general" />
      <main className="layout__main">{children}</main>
      <LoginPanel />
    </div>
  );
}

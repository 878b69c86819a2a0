/**
 * The root layout every page renders in (spec §2): header with the brand, the account entry, the
 * mini cart and the language select; the general message area; the page; the login drawer and the
 * hosting tutorial, and an action button's modal (decision 020): lazy chunks, loaded when first shown.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModalHost } from '../action-button/action-modal-host';
import { OutdatedBrowserHost } from '../outdated-browser/outdated-browser-host';
import { TutorialHost } from '../tutorial/tutorial-host';
import { AccountEntry } from './account-entry';
import { LanguageSelect } from './language-select';
import { LoginPanelHost } from './login-panel-host';
import { MessagesRegion } from './messages-region';
import { MiniCart } from './mini-cart';

export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="layout">
      <header className="layout__header">
        <span className="layout__brand">{t('app.title')}</span>
        <div className="layout__tools">
          <AccountEntry />
          <MiniCart />
          <LanguageSelect />
        </div>
      </header>
      <MessagesRegion path="general" />
      <main className="layout__main">{children}</main>
      <LoginPanelHost />
      <TutorialHost />
      <OutdatedBrowserHost />
      <ActionModalHost />
    </div>
  );
}

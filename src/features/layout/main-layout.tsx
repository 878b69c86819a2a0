/**
 * The root layout every page renders in (spec §2): header with the brand's wordmark and the title, the account entry, the
 * mini cart and the language select; the general message area; the page; the login drawer; and the
 * other features' overlays (hosting tutorial, outdated-browser notice, an action button's modal),
 * which the app passes in: a feature does not import another feature's views.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountEntry } from './account-entry';
import { LanguageSelect } from './language-select';
import { LoginPanelHost } from './login-panel-host';
import { MessagesRegion } from '../../ui/messages-region';
import { layoutClasses, layoutTitleKey } from '../../ui/layout-classes';
import { Wordmark } from '../../ui/wordmark';
import { MiniCart } from './mini-cart';

export function MainLayout({ children, overlays }: { children: ReactNode; overlays?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={layoutClasses.root}>
      <header className={layoutClasses.header}>
        <span className={layoutClasses.brand}>
          <Wordmark className={layoutClasses.wordmark} />{' '}
          <span className={layoutClasses.title}>{t(layoutTitleKey)}</span>
        </span>
        <div className="layout__tools">
          <AccountEntry />
          <MiniCart />
          <LanguageSelect />
        </div>
      </header>
      <MessagesRegion path="general" />
      <main className={layoutClasses.main}>{children}</main>
      <LoginPanelHost />
      {overlays}
    </div>
  );
}

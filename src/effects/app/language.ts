/**
 * The page's language: `<html lang>` names the language shown from boot on (screen readers read
 * the texts in it, decision 025), and changing the language is a full page load on the new path
 * prefix (spec §2 "Language select"), with `lang` set to the new language as the page leaves. The
 * path comes from the address bar, so it is read as a path of the app (`/en//evil.example/x` →
 * `/evil.example/x`, never the host `evil.example`) and the navigation rule checks it (decision 040).
 */
import { Subscription } from 'rxjs';
import { htmlLanguage, pathWithLanguage } from '../../i18n/locales';
import type { CoreEffectDeps } from '../runtime/deps';
import { ofType } from '../runtime/event-filters';
import { appPath, navigationTarget } from '../nav/allowed-navigation';

export function languageEffect(deps: CoreEffectDeps): Subscription {
  const { log, browser, config, locale } = deps;
  browser.setDocumentLanguage?.(htmlLanguage(locale()));
  return log.events$.pipe(ofType('app/language-change-requested')).subscribe((event) => {
    const path = appPath(pathWithLanguage(browser.pathname(), event.payload.locale, config.languages));
    const url = `${path}${browser.search()}`;
    if (navigationTarget(deps, url, 'language') === null) return;
    browser.setDocumentLanguage?.(htmlLanguage(event.payload.locale));
    log.append('nav/left-app', { url, reason: 'language' });
    browser.assign(url);
  });
}

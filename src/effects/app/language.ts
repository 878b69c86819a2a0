/**
 * The page's language: `<html lang>` names the language shown from boot on (screen readers read
 * the texts in it, decision 025), and changing the language is a full page load on the new path
 * prefix (spec §2 "Language select"), with `lang` set to the new language as the page leaves.
 */
import { Subscription } from 'rxjs';
import { htmlLanguage, pathWithLanguage } from '../../i18n/locales';
import type { CoreEffectDeps } from '../deps';
import { ofType } from '../event-filters';

export function languageEffect({ log, browser, config, locale }: CoreEffectDeps): Subscription {
  browser.setDocumentLanguage?.(htmlLanguage(locale()));
  return log.events$.pipe(ofType('app/language-change-requested')).subscribe((event) => {
    const path = pathWithLanguage(browser.pathname(), event.payload.locale, config.languages);
    const url = `${path}${browser.search()}`;
    browser.setDocumentLanguage?.(htmlLanguage(event.payload.locale));
    log.append('nav/left-app', { url, reason: 'language' });
    browser.assign(url);
  });
}

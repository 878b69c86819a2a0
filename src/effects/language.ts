/**
 * Changing the language is a full page load on the new path prefix (spec §2 "Language select").
 */
import { Subscription, filter } from 'rxjs';
import { pathWithLanguage } from '../i18n/locales';
import type { CoreEffectDeps } from './deps';

export function languageEffect({ log, browser, config }: CoreEffectDeps): Subscription {
  return log.events$.pipe(filter((e) => e.type === 'app/language-change-requested')).subscribe((event) => {
    if (event.type !== 'app/language-change-requested') return;
    const path = pathWithLanguage(browser.pathname(), event.payload.locale, config.languages);
    const url = `${path}${browser.search()}`;
    log.append('nav/left-app', { url, reason: 'language' });
    browser.assign(url);
  });
}

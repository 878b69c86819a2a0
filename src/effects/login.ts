/**
 * Login is a full-page navigation to the configured login URL (contract §1.10) with the return
 * page (the domain checker if the customer is on it, else the cart), the step to open after login
 * (the workflow's second step) and the language.
 */
import { Subscription, filter } from 'rxjs';
import type { CoreEffectDeps } from './deps';

export function loginUrlFor(
  deps: Pick<CoreEffectDeps, 'config' | 'browser' | 'languagePrefix' | 'locale'>,
): string {
  const { config, browser } = deps;
  const prefix = deps.languagePrefix();
  const path = browser.pathname();
  const onDomainChecker = path.startsWith(`${prefix}/domain-checker`);
  const returnUrl = onDomainChecker
    ? `${browser.origin()}${path}${browser.search()}`
    : `${browser.origin()}${prefix}/checkout`;
  const step = config.workflow === 2 ? 'domain-profile' : 'billing-profile';
  const params = new URLSearchParams({ returnUrl, step, language: deps.locale() });
  return `${config.loginUrl}?${params.toString()}`;
}

export function loginEffect(deps: CoreEffectDeps): Subscription {
  return deps.log.events$.pipe(filter((e) => e.type === 'ui/login-started')).subscribe(() => {
    const url = loginUrlFor(deps);
    deps.log.append('nav/left-app', { url, reason: 'login' });
    deps.browser.assign(url);
  });
}

/**
 * The login stand-in of mock mode (contract §1.10): the service worker never sees full-page
 * navigations, so in the browser demo `loginUrl` leads here. Choosing a seeded customer logs the
 * mock provider's session in (or out with `logout=true`) and returns to `returnUrl` with `step`,
 * exactly like the real login service would. Exists only in mock mode.
 */
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { seededCustomers } from '../../../fixtures/builders/customers';
import { getBrowserProvider } from '../../../fixtures/provider/browser';
import { performMockLogin } from '../../../fixtures/provider/login-standin';
import { useServices } from '../../app/services';
import { routePath } from '../../../events/route-table';

function returnTarget(search: string, origin: string): string {
  const params = new URLSearchParams(search);
  const fallback = `${origin}${routePath('checkout')}`;
  let target: URL;
  try {
    target = new URL(params.get('returnUrl') ?? fallback, origin);
  } catch {
    target = new URL(fallback);
  }
  if (target.origin !== origin) target = new URL(fallback);
  const step = params.get('step');
  if (step && !params.has('logout')) target.searchParams.set('step', step);
  return target.toString();
}

export default function MockLoginPage() {
  const { t } = useTranslation();
  const search = useSearch();
  const { store } = useServices();
  const provider = getBrowserProvider();
  const params = new URLSearchParams(search);
  const logout = params.get('logout') === 'true';
  const preset = params.get('login');

  const finish = (login: string | null) => {
    if (!provider) return;
    performMockLogin(provider.store, logout ? { logout: true } : { login });
    const url = returnTarget(search, window.location.origin);
    store.log.append('nav/left-app', { url, reason: logout ? 'mock-logout' : 'mock-login' });
    window.location.assign(url);
  };

  useEffect(() => {
    if (logout || preset) finish(preset);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for a preset login/logout
  }, []);

  return (
    <section className="page page--mock-login" aria-labelledby="mock-login-title">
      <h1 id="mock-login-title">{t('mock_login.title')}</h1>
      <p>{t('mock_login.text')}</p>
      {!provider && <p role="alert">{t('mock_login.unavailable')}</p>}
      <ul className="mock-login__customers">
        {seededCustomers.map((c) => (
          <li key={c.login}>
            <button type="button" className="button" onClick={() => finish(c.login)}>
              {t('mock_login.as', { login: c.login })}
            </button>{' '}
            <span>{c.has}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The redirect prompt under a domain error (spec §8, contract §9): each domain key has a
 * `.redirect_prompt` text offered as a link: another domain in the domain checker, the customer
 * administration, the transfer page (`transferUrl`), or the login panel for a visitor who must log
 * in first (the drawer closes so the panel can open).
 */
import { useTranslation } from 'react-i18next';
import { useDispatch, useServices } from '../../../app/services';
import { AppLink } from '../../../ui/link-button';
import { providerLinks } from '../../../ui/provider-links';
import { routePath } from '../../../../events/route-table';

const DOMAIN_KEYS = new Set([
  'domain.not_available',
  'domain.current_user_is_not_the_owner',
  'domain.is_registered_elsewhere',
  'domain.already_uses_business_mail',
  'domain.user_not_logged_in',
]);

function isDomainErrorKey(key: string): boolean {
  return DOMAIN_KEYS.has(key);
}

export function DomainErrorPrompt({ messageKey, domain }: { messageKey: string; domain: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { config } = useServices();
  if (!isDomainErrorKey(messageKey)) return null;
  const text = t(`${messageKey}.redirect_prompt`);
  const links = providerLinks(config);
  if (messageKey === 'domain.not_available') {
    const query = new URLSearchParams({ qd: domain, freeOnly: 'true' });
    return (
      <p className="domain-prompt">
        <AppLink to={routePath('domain-checker', { query })}>{text}</AppLink>
      </p>
    );
  }
  if (messageKey === 'domain.user_not_logged_in') {
    const login = () => {
      dispatch('ui/item-drawer-closed', {});
      dispatch('ui/side-panel-opened', { panel: 'login' });
    };
    return (
      <p className="domain-prompt">
        <button type="button" className="link-button" onClick={login}>
          {text}
        </button>
      </p>
    );
  }
  const href = messageKey === 'domain.is_registered_elsewhere' ? links.transfer : links.webAdmin;
  return (
    <p className="domain-prompt">
      <a href={href}>{text}</a>
    </p>
  );
}

/**
 * One badge per searched domain when several were asked for (spec §2 "multi-domain badges"); a
 * badge can be removed, and the search goes on with the others.
 */
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../../app/services';
import { CloseButton } from '../../ui/close-button';

export function DomainBadges({ domains }: { domains: readonly string[] }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  if (domains.length < 2) return null;
  return (
    <ul className="domain-checker__badges" aria-label={t('domain_checker.searched')}>
      {domains.map((domain) => (
        <li key={domain} className="domain-badge">
          <span>{domain}</span>
          <CloseButton
            className="icon-button domain-badge__remove"
            label={t('domain_checker.remove_domain', { domain })}
            onClick={() => dispatch('domain-checker/domain-removed', { domain })}
          />
        </li>
      ))}
    </ul>
  );
}

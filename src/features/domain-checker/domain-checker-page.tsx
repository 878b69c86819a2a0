/**
 * The domain checker route (`/domain-checker?qd=&freeOnly=`). The guard has already ensured `qd`
 * and `freeOnly`; the streamed search screen is issue 7, this page lists the requested domains.
 */
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';

export default function DomainCheckerPage() {
  const { t } = useTranslation();
  const domains = (new URLSearchParams(useSearch()).get('qd') ?? '').split(',').filter(Boolean);
  return (
    <section className="page page--domain-checker" aria-labelledby="domain-checker-title">
      <h1 id="domain-checker-title">{t('domain_checker.title')}</h1>
      <ul>
        {domains.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The domain checker (`/domain-checker?qd=&freeOnly=`, spec §2, §4): the search with the free-only
 * toggle, a badge per searched domain, the bundles, the searched domains and their alternatives as
 * they stream in, the category filters, paging and the end of the stream. A broken stream ends
 * with a message and keeps the results already shown. Everything comes from `domainCheckerView`,
 * read once per animation frame (decision 071): a streamed result costs an append and a fold, and
 * each frame renders the rows that arrived since the last one; the parts a result does not change
 * are memoised, so a frame renders the new rows and little else. What comes later than the first
 * rows never moves them (decision 086): the bundles show below the results once the check has
 * ended, and the category filters keep their line while the categories load.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { domainCheckerView } from '../../../projections/domain-checker/selectors';
import { useDispatch } from '../../app/services';
import { sameValue } from '../../../projections/shared/same-value';
import { useAppSelector } from '../../app/use-app-selector';
import { Spinner } from '../../ui/spinner';
import { DomainBadges as Badges } from './domain-badges';
import { DomainBundles } from './domain-bundles';
import { DomainCategories as Categories } from './domain-categories';
import { DomainResultsList } from './domain-results-list';
import { DomainSearchForm as SearchForm } from './domain-search-form';

const DomainSearchForm = memo(SearchForm);
const DomainBadges = memo(Badges);
const DomainCategories = memo(Categories);

export default function DomainCheckerPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const view = useAppSelector(domainCheckerView, sameValue, { pace: 'frame' });
  const nothing = !view.searching && view.requested.length === 0 && view.alternatives.length === 0;
  return (
    <section className="page page--domain-checker domain-checker" aria-labelledby="domain-checker-title">
      <h1 id="domain-checker-title">{t('domain_checker.title')}</h1>
      <DomainSearchForm initial={view.searchText} freeOnly={view.freeOnly} rejected={view.rejected} />
      {/* A line of its own above the results, kept while empty, so results streaming in below never
          move it and its going away never moves them (issue 15: layout shift). */}
      <div className="domain-checker__status">
        {view.searching && <Spinner labelKey="domain_checker.searching" />}
      </div>
      <DomainBadges domains={view.requestedDomains} />
      <DomainResultsList rows={view.requested} label={t('domain_checker.requested')} />
      {view.alternatives.length + view.hidden > 0 && (
        <section className="domain-checker__alternatives" aria-labelledby="domain-alternatives-title">
          <h2 id="domain-alternatives-title">{t('domain_checker.alternatives')}</h2>
          <DomainCategories categories={view.categories} chosen={view.category} />
          <DomainResultsList rows={view.alternatives} label={t('domain_checker.alternatives')} />
          {view.hidden > 0 && (
            <p className="domain-checker__hidden">{t('domain_checker.hidden', { n: view.hidden })}</p>
          )}
        </section>
      )}
      {/* Below the results and once the check has ended (decision 086): above them, or while rows
          still stream in above it, its arrival moved what the customer was reading. */}
      {!view.searching && <DomainBundles bundles={view.bundles} />}
      {view.streamError && (
        <p className="message message--error" role="alert">
          {t('domain_checker.stream_failed')}
        </p>
      )}
      {nothing && view.rejected === null && view.streamError === null && view.requestedDomains.length > 0 && (
        <p>{t('domain_checker.no_results')}</p>
      )}
      {view.canLoadMore && (
        <button
          type="button"
          className="button"
          onClick={() => dispatch('domain-checker/more-requested', {})}
        >
          {t('domain_checker.more')}
        </button>
      )}
      {view.endOfStream && !view.streamError && view.requested.length + view.alternatives.length > 0 && (
        <p className="domain-checker__end">{t('domain_checker.end')}</p>
      )}
    </section>
  );
}

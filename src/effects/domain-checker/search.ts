/**
 * The domain checker's search (spec §2, §4, §7; contract E45–E47). The URL is the search: on the
 * domain checker, a new `qd` starts a check of its domains — page 1 of the streamed E46, each
 * element appended as a fact the moment `onResult` sees it, and the bundles (E47) beside it. A
 * page with fewer results than the page size ends the stream; "more" asks the next page. Every
 * page runs inside one `switchMap`: a newer search (or leaving the checker) aborts the running one
 * through its AbortController, and the abort is recorded as a fact, never shown as an error. The
 * search field, the free-only toggle and the badges only navigate (the toggle replaces the entry).
 * The TLD categories (E45) are fetched once per visit until they have arrived.
 */
import { EMPTY, Observable, Subject, Subscription, filter, switchMap, tap } from 'rxjs';
import type { AppEvent } from '../../../events/envelope';
import { currentLocation } from '../../../projections/nav/selectors';
import { freeOnlyOf } from '../../../projections/domain-checker/selectors';
import { stripLanguagePrefix } from '../../i18n/locales';
import { checkDomainSearch } from '../../validation/domain-search-check';
import type { EffectDeps } from '../runtime/deps';
import { foldedState } from '../runtime/folded-events';
import { isRoutePath, routePath } from '../../../events/route-table';

/** A call as an Observable: unsubscribing before it settles aborts it (and nothing is emitted). */
function abortable<T>(call: (signal: AbortSignal) => Promise<T>): Observable<T> {
  return new Observable<T>((subscriber) => {
    const controller = new AbortController();
    void call(controller.signal).then((value) => {
      if (controller.signal.aborted) return;
      subscriber.next(value);
      subscriber.complete();
    });
    return () => controller.abort();
  });
}

export const DOMAIN_PAGE_SIZE = 10;

interface Search {
  searchId: string;
  domains: string[];
  page: number;
  status: 'running' | 'done' | 'failed' | 'aborted';
  endOfStream: boolean;
}

type Job = { kind: 'page'; searchId: string; domains: string[]; page: number } | { kind: 'stop' };

function checkerUrl(domains: readonly string[], freeOnly: boolean): string {
  return routePath('domain-checker', { query: { qd: domains.join(','), freeOnly: String(freeOnly) } });
}

export function domainCheckerSearchEffect({ log, api, config }: EffectDeps): Subscription {
  const subscription = new Subscription();
  const jobs = new Subject<Job>();
  let current: Search | null = null;
  let location = { onChecker: false, search: '' };
  let categories: 'none' | 'loading' | 'loaded' = 'none';
  let abortReason: 'new-search' | 'left' = 'new-search';
  let stopped = false;

  const run = (job: Job) => {
    abortReason = job.kind === 'stop' ? 'left' : 'new-search';
    jobs.next(job);
  };

  const pageOf = (job: Extract<Job, { kind: 'page' }>) =>
    new Observable<never>((subscriber) => {
      const controller = new AbortController();
      const search: Search = { ...job, status: 'running', endOfStream: false };
      current = search;
      const { searchId } = job;
      log.append('domain-checker/search-started', {
        searchId,
        domains: job.domains,
        page: job.page,
        perPage: DOMAIN_PAGE_SIZE,
      });
      void api
        .checkDomains({
          domains: job.domains,
          page: job.page,
          perPage: DOMAIN_PAGE_SIZE,
          signal: controller.signal,
          onResult: (result) => {
            if (!controller.signal.aborted)
              log.append('domain-checker/result-received', { searchId, result });
          },
        })
        .then((result) => {
          if (controller.signal.aborted) return;
          if (result.ok) {
            search.status = 'done';
            search.endOfStream = result.value.endOfStream;
            log.append('domain-checker/page-ended', {
              searchId,
              page: job.page,
              count: result.value.results.length,
              endOfStream: result.value.endOfStream,
            });
          } else {
            search.status = 'failed';
            log.append('domain-checker/search-failed', { searchId, error: result.error });
          }
          subscriber.complete();
        });
      return () => {
        if (search.status !== 'running') return;
        search.status = 'aborted';
        controller.abort();
        if (!stopped) log.append('domain-checker/search-aborted', { searchId, reason: abortReason });
      };
    });

  /** E47 beside page 1, in its own switchMap so paging never cancels it; a newer search does. */
  const bundlesOf = (job: Extract<Job, { kind: 'page' }>) =>
    abortable((signal) => api.checkBundles(job.domains, { signal })).pipe(
      tap((result) => {
        const { searchId } = job;
        if (result.ok) log.append('domain-checker/bundles-received', { searchId, bundles: result.value });
        else log.append('domain-checker/bundles-failed', { searchId, error: result.error });
      }),
    );

  subscription.add(() => {
    stopped = true;
  });
  subscription.add(jobs.pipe(switchMap((job) => (job.kind === 'page' ? pageOf(job) : EMPTY))).subscribe());
  subscription.add(
    jobs
      .pipe(
        filter((job) => job.kind === 'stop' || job.page === 1),
        switchMap((job) => (job.kind === 'page' ? bundlesOf(job) : EMPTY)),
      )
      .subscribe(),
  );

  const loadCategories = () => {
    if (categories !== 'none') return;
    categories = 'loading';
    void api.getTldCategories().then((result) => {
      categories = result.ok ? 'loaded' : 'none';
      if (result.ok) log.append('domain-checker/categories-received', { categories: result.value });
      else log.append('domain-checker/categories-failed', { error: result.error });
    });
  };

  /** A search is named after the event that started it (the effect's start: the log's last event). */
  const startSearch = (domains: string[], trigger: number) =>
    run({ kind: 'page', searchId: `search-${trigger}`, domains, page: 1 });

  const onLocation = ({ path, search }: { path: string; search: string }, trigger: number) => {
    const onChecker = isRoutePath('domain-checker', stripLanguagePrefix(path, config.languages).rest);
    location = { onChecker, search };
    if (!onChecker) {
      if (current?.status === 'running') run({ kind: 'stop' });
      return;
    }
    const qd = new URLSearchParams(search).get('qd') ?? '';
    if (qd === '') return;
    loadCategories();
    const checked = checkDomainSearch(qd);
    if (!checked.ok) {
      if (current?.status === 'running') run({ kind: 'stop' });
      log.append('domain-checker/search-rejected', {
        text: qd,
        messageKey: checked.failure,
        entry: checked.entry,
      });
      return;
    }
    const same = current !== null && current.domains.join(',') === checked.domains.join(',');
    if (same && (current?.status === 'running' || current?.status === 'done')) return;
    startSearch(checked.domains, trigger);
  };

  const onIntent = (event: AppEvent) => {
    switch (event.type) {
      case 'domain-checker/search-submitted': {
        const checked = checkDomainSearch(event.payload.text);
        if (!checked.ok) {
          log.append('domain-checker/search-rejected', {
            text: event.payload.text,
            messageKey: checked.failure,
            entry: checked.entry,
          });
          return;
        }
        const sameUrl =
          location.onChecker && new URLSearchParams(location.search).get('qd') === checked.domains.join(',');
        if (sameUrl) startSearch(checked.domains, event.seq);
        else log.append('nav/requested', { to: checkerUrl(checked.domains, freeOnlyOf(location.search)) });
        return;
      }
      case 'domain-checker/free-only-toggled': {
        const qd = new URLSearchParams(location.search).get('qd') ?? '';
        if (qd !== '')
          log.append('nav/requested', {
            to: checkerUrl(qd.split(','), event.payload.freeOnly),
            replace: true,
          });
        return;
      }
      case 'domain-checker/domain-removed': {
        const rest = (current?.domains ?? []).filter((d) => d !== event.payload.domain);
        if (rest.length > 0)
          log.append('nav/requested', { to: checkerUrl(rest, freeOnlyOf(location.search)) });
        return;
      }
      case 'domain-checker/more-requested': {
        if (current?.status !== 'done' || current.endOfStream) return;
        run({ kind: 'page', searchId: current.searchId, domains: current.domains, page: current.page + 1 });
        return;
      }
      case 'nav/changed':
        onLocation(event.payload, event.seq);
        return;
      default:
    }
  };

  onLocation(currentLocation(foldedState(log)), log.size - 1);
  subscription.add(log.events$.subscribe(onIntent));
  return subscription;
}

/**
 * The website flow's side effects (spec §2, §4): on entering `/iwp`, the step and category kept in
 * local storage are read back (once per session, the URL then shows that step); after every move they are written again; the URL
 * follows the step (`/iwp/{step}`, replacing the entry) — also when the customer arrives at another
 * step's URL (the browser's Back from the checkout, a typed link) — and reaching the third step,
 * register and pay, goes to the checkout. Entering the flow also reads the provider's catalogue
 * (E44) the packages are configured from, once, and again when the customer asks after a failure
 * (decision 026).
 */
import { Subscription } from 'rxjs';
import * as z from 'zod/mini';
import { WebsiteFlowCategory } from '../../../events/catalogue/website-flow';
import { currentLocation } from '../../../projections/nav/selectors';
import { WEBSITE_FLOW_STEPS, LAST_WEBSITE_FLOW_STEP } from '../../../projections/website-flow/state';
import { clientError } from '../../api/failures';
import { stripLanguagePrefix } from '../../i18n/locales';
import type { EffectDeps } from '../runtime/deps';
import type { KeyValueStorage } from '../../shared/key-value-storage';
import { foldedOfType, isOfType, ofType } from '../runtime/event-filters';
import { foldedEvents, foldedState } from '../runtime/folded-events';
import { readStoredJson, writeStored } from '../../shared/stored-json';
import { isRoutePath, routePath } from '../../../events/route-table';

export const WEBSITE_FLOW_KEY = 'checkout.websiteFlow';
const Stored = z.object({ step: z.int().check(z.minimum(0)), category: z.nullable(WebsiteFlowCategory) });
export type StoredWebsiteFlow = z.infer<typeof Stored>;

export function readWebsiteFlow(storage: KeyValueStorage): StoredWebsiteFlow | null {
  return readStoredJson(storage, WEBSITE_FLOW_KEY, Stored);
}

const stepPath = (step: number) => routePath('website-flow', { step: WEBSITE_FLOW_STEPS[step] });

/**
 * The step a restored position shows, as the read model clamps it (computed here rather than read
 * back from the log: a late view of the log, late-log.ts, shows the appended fact only later).
 */
const restoredStep = ({ step, category }: StoredWebsiteFlow) =>
  category === null ? 0 : Math.min(step, LAST_WEBSITE_FLOW_STEP);

export function websiteFlowEffect({ log, storage, config, api }: EffectDeps): Subscription {
  const start = foldedState(log);
  // Whether the position was read back this session is no read model's business: the fact is looked for.
  let restored = log.all().some(isOfType('website-flow/restored'));
  let catalogueAsked = start.websiteFlow.catalogue.status === 'loaded';
  const loadCatalogue = () => {
    if (catalogueAsked) return;
    catalogueAsked = true;
    void api.getHostingTutorial().then(
      (result) => {
        if (result.ok) log.append('website-flow/catalogue-received', { products: result.value });
        else log.append('website-flow/catalogue-failed', { error: result.error });
      },
      () => {
        log.append('website-flow/catalogue-failed', { error: clientError('general.unexpected') });
      },
    );
  };
  const inFlow = (rest: string) => isRoutePath('website-flow', rest, { under: true });
  /** On a location in the flow: the stored position once per session, else the URL of the step. */
  const enter = (path: string, step: () => number) => {
    const rest = stripLanguagePrefix(path, config.languages).rest;
    if (!inFlow(rest)) return;
    loadCatalogue();
    const stored = restored ? null : readWebsiteFlow(storage);
    restored = true;
    if (stored) log.append('website-flow/restored', stored);
    const to = stepPath(stored ? restoredStep(stored) : step());
    if (rest !== to) log.append('nav/requested', { to, replace: true });
  };
  const subscription = new Subscription();
  enter(currentLocation(start).path, () => start.websiteFlow.step);
  subscription.add(
    foldedEvents(log)
      .pipe(
        foldedOfType(
          'nav/changed',
          'website-flow/category-chosen',
          'website-flow/next-requested',
          'website-flow/prev-requested',
        ),
      )
      .subscribe(({ event, state }) => {
        if (event.type === 'nav/changed') {
          enter(event.payload.path, () => state.websiteFlow.step);
          return;
        }
        const { step, category } = state.websiteFlow;
        writeStored(storage, WEBSITE_FLOW_KEY, JSON.stringify({ step, category }));
        if (event.type === 'website-flow/category-chosen') return;
        if (step === LAST_WEBSITE_FLOW_STEP && event.type === 'website-flow/next-requested') {
          log.append('nav/requested', { to: routePath('checkout') });
        } else {
          log.append('nav/requested', { to: stepPath(step), replace: true });
        }
      }),
  );
  subscription.add(
    log.events$.pipe(ofType('website-flow/catalogue-requested')).subscribe(() => {
      catalogueAsked = false;
      loadCatalogue();
    }),
  );
  return subscription;
}

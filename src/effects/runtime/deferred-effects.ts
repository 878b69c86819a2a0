/**
 * The effects started after the first paint (decision 008): the cart page's extras, the order
 * steps, checkout, the domain checker, the other pages and error reporting (decision 017). Boot
 * imports this module lazily and starts it on a late view of the log (late-log.ts), with the API
 * client completed by the endpoints only these effects call (and the error-report port only they
 * use), so its effects see every event since boot, in order, as if they had started with the core
 * ones. The action buttons' calls (decision 020) are here too: the host take-over only wires them.
 * This is the registry of features' deferred parts (decision 073): one line per feature, in start
 * order; each feature says what it starts in `src/effects/<feature>/deferred.ts`.
 */
export { completeApiClient } from '../../api/rest-endpoints';
import { windowDownloadPort } from '../../boot/download-port';
import { windowReportPort } from '../../boot/beacon-report-port';
import { actionButtonDeferred } from '../action-button/deferred';
import { appDeferred } from '../app/deferred';
import { cartDeferred } from '../cart/deferred';
import { cartExtrasDeferred } from '../cart-extras/deferred';
import { cartItemsDeferred } from '../cart-items/deferred';
import { checkoutDeferred } from '../checkout/deferred';
import { crossSellDeferred } from '../cross-sell/deferred';
import { domainCheckerDeferred } from '../domain-checker/deferred';
import { heatmapDeferred } from '../heatmap/deferred';
import { layoutDeferred } from '../layout/deferred';
import { migrationDeferred } from '../migration/deferred';
import { paymentDeferred } from '../payment/deferred';
import { profilesDeferred } from '../profiles/deferred';
import { serverFormDeferred } from '../server-form/deferred';
import { signupDeferred } from '../signup/deferred';
import { stepsDeferred } from '../steps/deferred';
import { tutorialDeferred } from '../tutorial/deferred';
import { websiteFlowDeferred } from '../website-flow/deferred';
import type { DownloadPort } from './deps';
import type { DeferredFeature } from './feature';
import type { ErrorReportPort } from './report-port';
import type { Effect } from './start-effects';

/** The browser's error-report port, in this chunk because only the reporting effect uses it. */
export const reportPort = (): ErrorReportPort => windowReportPort(window);

/** The browser's download port (action buttons, decision 020), in this chunk for the same reason. */
export const downloadPort = (): DownloadPort => windowDownloadPort(window);

const deferredFeatures: readonly DeferredFeature[] = [
  cartExtrasDeferred,
  crossSellDeferred,
  migrationDeferred,
  cartDeferred,
  cartItemsDeferred,
  profilesDeferred,
  signupDeferred,
  checkoutDeferred,
  stepsDeferred,
  paymentDeferred,
  layoutDeferred,
  tutorialDeferred,
  domainCheckerDeferred,
  websiteFlowDeferred,
  serverFormDeferred,
  actionButtonDeferred,
  heatmapDeferred,
  // Last: it reports what the others did.
  appDeferred,
];

export const deferredEffects: readonly Effect[] = deferredFeatures.flatMap((feature) => feature.effects);

/**
 * The effects started after the first paint (decision 008): the cart page's extras, the order
 * steps, checkout, the domain checker, the other pages and error reporting (decision 017). Boot
 * imports this module lazily and starts it on a late view of the log (late-log.ts), with the API
 * client completed by the endpoints only these effects call (and the error-report port only they
 * use), so its effects see every event since boot, in order, as if they had started with the core
 * ones. The action buttons' calls (decision 020) are here too: the host take-over only wires them.
 */
export { completeApiClient } from '../../api/rest-endpoints';
import { windowDownloadPort } from '../../boot/download-port';
import { windowReportPort } from '../../boot/beacon-report-port';
import { actionButtonEffect } from '../action-button/action-button';
import type { DownloadPort } from './deps';
import type { ErrorReportPort } from './report-port';
import { billingProfileFlowEffect } from '../profiles/billing-profile-flow';
import { cartProceedEffect } from '../cart/proceed';
import { crossSellEffect } from '../cross-sell/cross-sell';
import { domainCheckerOwnershipEffect } from '../domain-checker/ownership';
import { domainCheckerSearchEffect } from '../domain-checker/search';
import { domainProfileFlowEffect } from '../profiles/domain-profile-flow';
import { drawerDataEffect } from '../cart-items/drawer-data';
import { errorReportingEffect } from '../app/error-reporting';
import { finishOrderEffect } from '../checkout/finish-order';
import { formDraftsEffect } from '../profiles/form-drafts';
import { licenceDebounceEffect } from '../cart-items/licence-debounce';
import { licencePricesEffect } from '../cart-items/licence-prices';
import { migrationEffect } from '../migration/migration';
import { noteDebounceEffect } from '../cart-extras/note-debounce';
import { optionalSettingsEffect } from '../profiles/optional-settings';
import { orderReloadEffect } from '../cart/order-reload';
import { orderStepSyncEffect } from '../steps/order-step-sync';
import { paymentOptionsEffect } from '../payment/options';
import { profileChecksEffect } from '../profiles/checks';
import { profilesLoadEffect } from '../profiles/load';
import { registerEffect } from '../layout/register';
import { requiredFieldsEffect } from '../profiles/required-fields';
import type { Effect } from './start-effects';
import { serverFormsEffect } from '../server-form/server-form';
import { signupEffect } from '../signup/signup';
import { stepScrollEffect } from '../steps/scroll';
import { transferDetailsEffect } from '../checkout/transfer-details';
import { tutorialEffect } from '../tutorial/tutorial';
import { websiteFlowEffect } from '../website-flow/website-flow';

/** The browser's error-report port, in this chunk because only the reporting effect uses it. */
export const reportPort = (): ErrorReportPort => windowReportPort(window);

/** The browser's download port (action buttons, decision 020), in this chunk for the same reason. */
export const downloadPort = (): DownloadPort => windowDownloadPort(window);

export const deferredEffects: readonly Effect[] = [
  noteDebounceEffect,
  crossSellEffect,
  migrationEffect,
  cartProceedEffect,
  licenceDebounceEffect,
  licencePricesEffect,
  drawerDataEffect,
  profilesLoadEffect,
  requiredFieldsEffect,
  profileChecksEffect,
  signupEffect,
  billingProfileFlowEffect,
  domainProfileFlowEffect,
  formDraftsEffect,
  finishOrderEffect,
  orderStepSyncEffect,
  orderReloadEffect,
  paymentOptionsEffect,
  stepScrollEffect,
  transferDetailsEffect,
  registerEffect,
  tutorialEffect,
  domainCheckerSearchEffect,
  domainCheckerOwnershipEffect,
  websiteFlowEffect,
  serverFormsEffect,
  optionalSettingsEffect,
  actionButtonEffect,
  errorReportingEffect,
];

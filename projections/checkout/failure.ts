/**
 * What a failed checkout means for the order view (spec §8, contract §7 rows 9–11): which steps
 * the provider flagged, where each message is shown, and whether the error is one the thank-you
 * page reports as an exception instead (no violations and no context).
 */
import type { AppError } from '../../events/app-error';
import type { Message } from '../../events/catalogue/messages';
import type { ErrorItem } from '../../events/contract/errors';
import type { StepName } from '../../events/contract/scalars';
import { consentPath } from './consents';
import { GENERAL, itemFieldPath } from '../messages/routing';

export const OPTION_NOT_FOUND = 'payment.option_not_found';
/** The checkout's reply was lost or unreadable: the order may exist (decision 039). */
export const OUTCOME_UNKNOWN = 'checkout.outcome_unknown';
/** The cart read after an unknown outcome shows the order exists; its reply is still lost (decision 039). */
export const OUTCOME_RECEIVED = 'checkout.outcome_received';
/** The order view's alert area (side summary), for checkout messages that name no step. */
export const CHECKOUT_ALERT = 'checkout';

/** The display path of a step's own banner in the order view. */
export function stepPath(step: StepName): string {
  return `order.${step}`;
}

/** Paths a new checkout starts clean: the step banners and the consents. */
export function isCheckoutPath(path: string): boolean {
  return path === CHECKOUT_ALERT || path.startsWith('order.') || Object.values(consentPath).includes(path);
}

/** Row 9: the problem lies in the cart step. */
export function isCartStepFailure(error: AppError): boolean {
  return error.context?.step === 'cart';
}

function isConfigurationPath(path: string): boolean {
  return path === 'configuration' || path.startsWith('configuration.');
}

/** Steps to treat as incomplete: the context step (not cart or recapitulation) and service settings for `configuration`. */
export function issuesFrom(error: AppError): StepName[] {
  const issues: StepName[] = [];
  const step = error.context?.step;
  if (step !== undefined && step !== 'cart' && step !== 'recapitulation') issues.push(step);
  const configuration = error.violations.some((v) => isConfigurationPath(v.propertyPath));
  if (configuration && !issues.includes('service-settings')) issues.push('service-settings');
  return issues;
}

/** `configuration.eppCode` is shown at the item's field `properties.eppCode`; a bare `configuration` at the item. */
function itemPath(itemId: string, propertyPath: string): string {
  if (propertyPath === 'configuration' || propertyPath === '') return itemId;
  if (isConfigurationPath(propertyPath))
    return itemFieldPath(itemId, `properties.${propertyPath.slice('configuration.'.length)}`);
  return itemFieldPath(itemId, propertyPath);
}

function toMessage(e: ErrorItem): Message {
  return { translationKey: e.translationKey, type: 'error', ...(e.values ? { values: e.values } : {}) };
}

export interface PlacedMessage {
  path: string;
  message: Message;
}

/**
 * Rows 9–10: the main message at the step's banner (the cart view's general area for the cart
 * step), extra context messages with it, the item's own area when an item is named, and each
 * violation at its field (item-relative when an item is named). A main message repeated by a
 * violation is shown only at the field.
 */
export function checkoutFailureMessages(error: AppError): PlacedMessage[] {
  const step = error.context?.step;
  const banner = step === undefined ? CHECKOUT_ALERT : step === 'cart' ? GENERAL : stepPath(step);
  const itemId = error.context?.cartItemId;
  const fields = error.violations.flatMap((v) =>
    v.errors.map((e) => ({
      path: itemId ? itemPath(itemId, v.propertyPath) : v.propertyPath || banner,
      message: toMessage(e),
    })),
  );
  const main: Message = {
    translationKey: error.messageKey,
    type: 'error',
    ...(error.values ? { values: error.values } : {}),
  };
  const repeated = fields.some((f) => f.message.translationKey === main.translationKey);
  const out: PlacedMessage[] = repeated && step !== undefined ? [] : [{ path: banner, message: main }];
  for (const e of error.context?.errors ?? []) out.push({ path: banner, message: toMessage(e) });
  if (itemId) out.push({ path: itemId, message: main });
  return [...out, ...fields];
}

/**
 * The order steps of spec §2 and §4 as pure functions: which steps apply to a workflow and cart,
 * how far each step is by its data and by the customer, and where next/back lead. The steps read
 * model stores the results; selectors and tests use the same functions.
 */
import type { Cart, CartItem } from '../../events/contract/cart';
import type { RequiredFields } from '../../events/contract/profiles';
import type { StepName, Workflow } from '../../events/contract/scalars';
import { domainProfileComplete, requiredFieldsFor } from '../profiles/required-fields';

const standardOrder: readonly StepName[] = [
  'cart',
  'billing-profile',
  'domain-profile',
  'payment-method',
  'service-settings',
  'recapitulation',
];
/** The Swedish workflow asks for the domain profile (user information) before billing. */
const swedishOrder: readonly StepName[] = [
  'cart',
  'domain-profile',
  'billing-profile',
  'payment-method',
  'service-settings',
  'recapitulation',
];

export const DONE = 100;
const HALF = 50;

export function workflowOrder(workflow: Workflow): readonly StepName[] {
  return workflow === 2 ? swedishOrder : standardOrder;
}

/** A mandatory property is empty when missing, null or '' (contract §2.2). */
export function isEmptyProperty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

export function missingMandatory(item: CartItem): string[] {
  return item.mandatoryEditableProperties.filter((p) => isEmptyProperty(item.properties[p]));
}

function hasMandatorySettings(cart: Cart | null): boolean {
  return cart !== null && cart.items.some((item) => item.mandatoryEditableProperties.length > 0);
}

export function domainProfileApplies(workflow: Workflow, cart: Cart | null): boolean {
  return workflow === 2 || domainProfileRequiredBy(cart);
}

/**
 * Whether the cart needs a domain profile: the provider's `domainProfileRequired`, in both
 * workflows. The Swedish step (user information) applies regardless, but is not required by it
 * (docs/decisions/014-domain-profile-required.md).
 */
export function domainProfileRequiredBy(cart: Cart | null): boolean {
  return cart?.domainProfileRequired ?? false;
}

export function applicableSteps(workflow: Workflow, cart: Cart | null): StepName[] {
  return workflowOrder(workflow).filter((step) => {
    if (step === 'domain-profile') return domainProfileApplies(workflow, cart);
    if (step === 'service-settings') return hasMandatorySettings(cart);
    return true;
  });
}

export interface DataInputs {
  workflow: Workflow;
  cart: Cart | null;
  cardOnly: boolean;
  requiredFields: Readonly<Record<string, RequiredFields>>;
}

/**
 * Whether the cart's domain profile has every field its TLDs require. In the Swedish workflow the
 * saved user information is locked (projections/profiles/locked-fields.ts), so a field the provider
 * left out of its reply is the provider's to judge (E17 checks the TLDs' fields when it goes on the
 * cart, E37 at checkout), not a reason to stop the customer, who could not type it in (issue 23); a
 * field the provider sent empty is still missing.
 */
function cartDomainProfileComplete(
  workflow: Workflow,
  cart: Cart,
  requiredFields: Readonly<Record<string, RequiredFields>>,
): boolean {
  const profile = cart.domainProfile;
  if (profile === null) return false;
  return domainProfileComplete(profile, requiredFieldsFor(cart, profile, requiredFields), {
    leftOutIsUnknown: workflow === 2,
  });
}

/** Spec §4 "Step progress from data", one rule per step. */
export function dataDone({
  workflow,
  cart,
  cardOnly,
  requiredFields,
}: DataInputs): Record<StepName, boolean> {
  const payment = cart?.paymentOption ?? null;
  return {
    cart: (cart?.items.length ?? 0) > 0,
    'billing-profile': (cart?.billingProfile ?? null) !== null,
    'domain-profile':
      !domainProfileRequiredBy(cart) ||
      (cart !== null && cartDomainProfileComplete(workflow, cart, requiredFields)),
    'payment-method': payment !== null && (!cardOnly || payment.groupId === 'card'),
    'service-settings': !(cart?.items.some((item) => missingMandatory(item).length > 0) ?? false),
    recapitulation: true,
  };
}

export function dataProgress(inputs: DataInputs): Record<StepName, number> {
  const done = dataDone(inputs);
  const out = {} as Record<StepName, number>;
  for (const step of standardOrder) out[step] = done[step] ? DONE : 0;
  return out;
}

/**
 * Spec §4 "Progress by user": steps before the user step are done, the user step is at 50 unless
 * its data is complete, later steps are not done.
 */
export function userProgress(
  workflow: Workflow,
  userStep: StepName,
  step: StepName,
  data: Readonly<Record<StepName, number>>,
): number {
  const order = workflowOrder(workflow);
  const at = order.indexOf(userStep);
  const index = order.indexOf(step);
  if (index < at) return DONE;
  if (index > at) return 0;
  return data[step] === DONE ? DONE : HALF;
}

export function completeByBoth(
  workflow: Workflow,
  userStep: StepName,
  step: StepName,
  data: Readonly<Record<StepName, number>>,
): boolean {
  return data[step] === DONE && userProgress(workflow, userStep, step, data) === DONE;
}

/** The user step if it applies, else the first applicable step after it (recapitulation at worst). */
export function normalizeStep(workflow: Workflow, applicable: readonly StepName[], step: StepName): StepName {
  if (applicable.includes(step)) return step;
  const order = workflowOrder(workflow);
  const at = order.indexOf(step);
  return applicable.find((s) => order.indexOf(s) > at) ?? 'recapitulation';
}

/**
 * Submitting `from` moves to the next applicable step; steps already complete by both data and the
 * customer are skipped (this matters after editing an earlier step). Recapitulation is the end.
 */
export function stepAfter(
  workflow: Workflow,
  applicable: readonly StepName[],
  userStep: StepName,
  from: StepName,
  data: Readonly<Record<StepName, number>>,
): StepName {
  const order = workflowOrder(workflow);
  const at = order.indexOf(from);
  const later = applicable.filter((s) => order.indexOf(s) > at);
  return later.find((s) => !completeByBoth(workflow, userStep, s, data)) ?? 'recapitulation';
}

/** The previous applicable step, or the cart when `from` is the first. */
export function stepBefore(workflow: Workflow, applicable: readonly StepName[], from: StepName): StepName {
  const order = workflowOrder(workflow);
  const at = order.indexOf(from);
  const earlier = applicable.filter((s) => order.indexOf(s) < at);
  return earlier[earlier.length - 1] ?? 'cart';
}

/** The first applicable step whose data is incomplete ("opening logic moves to the first step with issues"). */
export function firstStepWithIssues(
  applicable: readonly StepName[],
  data: Readonly<Record<StepName, number>>,
): StepName {
  return applicable.find((s) => data[s] !== DONE) ?? 'recapitulation';
}

/**
 * The guided hosting tutorial (spec §2, §7; contract E24, E44): products loaded or not fetched,
 * the tutorial shown once for a cart with one domain, the customer's moves through its steps and
 * the way it ended (hosting added, no hosting wanted, or skipped).
 */
import * as z from 'zod/mini';
import { AppError } from '../app-error';
import { HostingTutorialProduct } from '../contract/offers';
import { AddItemRequest } from '../contract/requests';
import { Months } from '../contract/scalars';
import { fact, intent, notFolded } from '../define';

export const TutorialFlow = z.enum(['main', 'transfer']);
export type TutorialFlow = z.infer<typeof TutorialFlow>;
const Scalar = z.union([z.string(), z.number(), z.boolean()]);

export const tutorialEvents = {
  /** The products were not fetched: the `test` cookie says test, or the disabling cookie is set. */
  'tutorial/disabled': fact(z.object({ reason: z.enum(['test-cookie', 'disabling-cookie']) })),
  'tutorial/products-received': fact(z.object({ products: z.array(HostingTutorialProduct) })),
  'tutorial/products-failed': fact(z.object({ error: AppError })),
  /** Shown once for this cart (its uuid is remembered in local storage). */
  'tutorial/shown': fact(
    z.object({ cartUuid: z.string(), flow: TutorialFlow, domain: z.string(), itemId: z.string() }),
  ),
  /** Go to the step with this code (a child of the current one). */
  'tutorial/step-chosen': intent(z.object({ target: z.string() })),
  'tutorial/back-requested': intent(z.object({})),
  'tutorial/option-chosen': intent(z.object({ product: z.string(), property: z.string(), value: Scalar })),
  'tutorial/period-chosen': intent(z.object({ product: z.string(), period: Months })),
  /** Add the configured product; the tutorial effect hands the request to the cart queue. */
  'tutorial/add-requested': intent(z.object({ request: AddItemRequest })),
  /** Close button or Escape before anything was added: asks whether to skip. */
  'tutorial/close-requested': intent(z.object({})),
  'tutorial/skip-cancelled': intent(z.object({})),
  'tutorial/skip-confirmed': intent(z.object({ doNotShowAgain: z.boolean() })),
  /** The customer answered that the domain needs no hosting. */
  'tutorial/no-hosting-chosen': intent(z.object({})),
  /** Closed after the hosting was added. */
  'tutorial/finished': intent(z.object({})),
  /** The do-not-show cookie was written (30 days). */
  'tutorial/disabling-cookie-set': fact(z.object({ days: z.number() }), notFolded),
  /** E24 answered (ok) or failed; the tutorial is closed either way. */
  'tutorial/recorded': fact(
    z.object({ noHostingSelected: z.boolean(), skipped: z.boolean(), ok: z.boolean() }),
    notFolded,
  ),
};

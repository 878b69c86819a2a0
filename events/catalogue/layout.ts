/**
 * The main layout's own story (spec §2 "Main layout"): the customer chose to register from the
 * login drawer, and the layout took over the host site's login links, mini cart and language select
 * (or gave up looking for them, or skipped it for the Swedish workflow).
 */
import * as z from 'zod/mini';
import { fact, intent } from '../define';

export const hostParts = ['login', 'mini-cart', 'language'] as const;
export const HostPart = z.enum(hostParts);
export type HostPart = z.infer<typeof HostPart>;

export const layoutEvents = {
  /** Register button of the login drawer: the second step becomes the user step and is opened. */
  'layout/register-requested': intent(z.object({})),
  /** Host elements marked `data-host="<part>"` were found and wired or hidden. */
  'layout/host-part-taken-over': fact(z.object({ part: HostPart, count: z.number() })),
  /** Polling ended: every part found, gave up after the time limit, or not done for this company. */
  'layout/host-take-over-finished': fact(
    z.object({
      outcome: z.enum(['complete', 'gave-up', 'skipped']),
      missing: z.array(HostPart),
      afterMs: z.number(),
    }),
  ),
};

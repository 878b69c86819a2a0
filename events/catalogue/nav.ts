/**
 * Navigation: what the user or a rule asked for, and where the app actually is.
 */
import * as z from 'zod/mini';
import { fact, intent, notFolded } from '../define';

export const navEvents = {
  'nav/requested': intent(z.object({ to: z.string(), replace: z.optional(z.boolean()) })),
  /**
   * Browser history moved back or forward (decision 033): pressed in the browser (recorded when the
   * page heard it; the browser has already moved), or asked by the console or an app link (the
   * navigation effect moves the history). A re-run re-emits it and the effect moves the history.
   */
  'nav/history-requested': intent(
    z.object({ direction: z.enum(['back', 'forward']), source: z.enum(['browser', 'console', 'app']) }),
    notFolded,
  ),
  'nav/changed': fact(z.object({ path: z.string(), search: z.string() })),
  'nav/failed': fact(z.object({ to: z.string(), messageKey: z.string() })),
  /** Full-page navigation (login, payment gateway, reload) handed to the browser. */
  'nav/left-app': fact(z.object({ url: z.string(), reason: z.string() })),
  /**
   * A navigation the app was asked to make (a provider's redirect, a language switch from a strange
   * path…) that the navigation rule refused (decision 040): not an http(s) URL, or not on the app's
   * own origin nor one the config allows, or carrying a return address (`returnUrl`, `next`…) that
   * leads off the app's origin. `reason` is what `nav/left-app` would have said.
   */
  'nav/redirect-refused': fact(
    z.object({
      url: z.string(),
      reason: z.string(),
      because: z.enum(['not-a-url', 'scheme', 'origin', 'return-address']),
    }),
  ),
};

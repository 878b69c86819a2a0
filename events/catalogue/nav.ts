/**
 * Navigation: what the user or a rule asked for, and where the app actually is.
 */
import * as z from 'zod/mini';
import { fact, intent } from '../define';

export const navEvents = {
  'nav/requested': intent(z.object({ to: z.string(), replace: z.optional(z.boolean()) })),
  /**
   * Browser history moved back or forward (decision 033): pressed in the browser (recorded when the
   * page heard it; the browser has already moved), or asked by the console or an app link (the
   * navigation effect moves the history). A re-run re-emits it and the effect moves the history.
   */
  'nav/history-requested': intent(
    z.object({ direction: z.enum(['back', 'forward']), source: z.enum(['browser', 'console', 'app']) }),
  ),
  'nav/changed': fact(z.object({ path: z.string(), search: z.string() })),
  'nav/failed': fact(z.object({ to: z.string(), messageKey: z.string() })),
  /** Full-page navigation (login, payment gateway, reload) handed to the browser. */
  'nav/left-app': fact(z.object({ url: z.string(), reason: z.string() })),
};

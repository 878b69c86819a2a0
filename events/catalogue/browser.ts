/**
 * The outdated-browser notice (spec §2): what the browser lacks, found at boot, and the customer
 * closing the notice.
 */
import * as z from 'zod/mini';
import { fact, intent } from '../define';

export const outdatedBrowserEvents = {
  'browser/outdated-detected': fact(z.object({ missing: z.array(z.string()) })),
  'browser/outdated-dismissed': intent(z.object({})),
};

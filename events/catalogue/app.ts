/**
 * Session-level facts: the app booted with a config and locale, or could not boot; it crashed, missed
 * a translation, found its storage refused, or sent an error report.
 */
import * as z from 'zod/mini';
import { AppConfig } from '../contract/app-config';
import { fact, intent, notFolded } from '../define';

export const appEvents = {
  'app/booted': fact(
    z.object({
      config: AppConfig,
      locale: z.string(),
      mode: z.string(),
      buildId: z.string(),
      /**
       * The page's origin (`https://shop.example`): a re-run on another origin reads the recorded
       * replies' and redirects' own URLs as its own (issue 21). Absent in older recordings.
       */
      origin: z.optional(z.string()),
    }),
  ),
  'app/boot-failed': fact(z.object({ messageKey: z.string(), detail: z.optional(z.string()) })),
  'app/language-change-requested': intent(z.object({ locale: z.string() }), notFolded),
  'app/locale-changed': fact(z.object({ locale: z.string() })),
  'app/translation-missing': fact(z.object({ locale: z.string(), key: z.string() })),
  'app/crashed': fact(z.object({ messageKey: z.string(), detail: z.string() })),
  /** Error reporting started for this page session, and whether it is in the 1% sample (decision 017). */
  'app/error-reporting-started': fact(z.object({ sampled: z.boolean() }), notFolded),
  /**
   * The browser refused its local or session storage (decision 042): blocked (the getter threw,
   * `SecurityError`) or full (`QuotaExceededError`). Appended once per storage; the app goes on
   * without it, and says what is not kept.
   */
  'app/storage-failed': fact(
    z.object({
      area: z.enum(['local', 'session']),
      operation: z.enum(['open', 'read', 'write', 'remove']),
      name: z.string(),
    }),
  ),
  /**
   * A real-user figure of this page load (issue 24, decision 071): Largest Contentful Paint, Interaction
   * to Next Paint or Cumulative Layout Shift as `web-vitals` reads it, appended when it changes (LCP and
   * CLS in ms and shift units, INP in ms), so an error report or a sampled one carries what the
   * customer's device saw. `rating` is web-vitals' own: good, needs-improvement, poor.
   */
  'app/web-vital-measured': fact(
    z.object({
      name: z.enum(['LCP', 'INP', 'CLS']),
      value: z.number(),
      rating: z.enum(['good', 'needs-improvement', 'poor']),
    }),
    notFolded,
  ),
  /**
   * index.html's early script painted the cart from its early reply before the app (decision 075):
   * how many items, and when (ms since the page's navigation started). Appended at boot.
   */
  'app/early-paint-shown': fact(z.object({ items: z.int(), atMs: z.number() }), notFolded),
  /**
   * That painted layer went: the app showed a page of its own (`app-page`: the cart, its failure,
   * another page, or the load failure's message) or, after 10 s, whatever happened (`timeout`).
   */
  'app/early-paint-ended': fact(
    z.object({ reason: z.enum(['app-page', 'timeout']), atMs: z.number() }),
    notFolded,
  ),
  /** A report left (handed to the transport, whose outcome is never known); `report` counts from 1. */
  'app/error-report-sent': fact(
    z.object({ reason: z.enum(['error', 'sampled']), report: z.int() }),
    notFolded,
  ),
};

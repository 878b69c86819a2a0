/**
 * The heatmap script's facts (spec §9, decision 080): what the host page said about the customer's
 * consent to analytics, and what became of the script. Only the script's origin is recorded, never
 * anything of the customer; none of these is folded (nothing on screen depends on them).
 */
import * as z from 'zod/mini';
import { fact, notFolded } from '../define';

export const heatmapEvents = {
  /** The host page's consent signal, read at start or heard later (`checkout:consent`). */
  'heatmap/consent-known': fact(z.object({ analytics: z.boolean() }), notFolded),
  /** The script was added to the page (`<script async src>`), from this origin. */
  'heatmap/script-added': fact(z.object({ origin: z.string() }), notFolded),
  /** The script loaded and ran, or the browser could not load it (no retry: it is optional). */
  'heatmap/script-finished': fact(z.object({ outcome: z.enum(['loaded', 'failed']) }), notFolded),
  /** The configured URL was not loaded: not an https URL. */
  'heatmap/script-refused': fact(z.object({ reason: z.enum(['not-https']) }), notFolded),
};

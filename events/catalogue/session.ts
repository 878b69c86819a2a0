/**
 * The tab's recording (decision 033): one recording per browser tab across page loads, in segments,
 * one per page load. Each segment starts with why the page loaded, so the timeline tells the story
 * across the login page and the payment gateway; the fold starts over at every segment start.
 */
import * as z from 'zod/mini';
import { fact, notFolded } from '../define';

/** Why a page load started a segment (src/boot/segment-reason.ts decides). */
export const SegmentReason = z.enum([
  'first-load',
  'reload',
  'login-return',
  'gateway-return',
  'typed-url',
  'link',
  'back-forward',
  'redirect',
  'rerun',
]);
export type SegmentReason = z.infer<typeof SegmentReason>;

export const sessionEvents = {
  /**
   * A page load began a segment of the tab's recording: its number in the tab (from 1), the page it
   * loaded (path and query) and what the cap dropped before it (oldest segments first).
   */
  'session/segment-started': fact(
    z.object({
      reason: SegmentReason,
      url: z.string(),
      segment: z.int().check(z.positive()),
      droppedSegments: z.int().check(z.nonnegative()),
      droppedEvents: z.int().check(z.nonnegative()),
    }),
  ),
  /**
   * The customer logged out in another tab of the site (decision 041): this tab forgets what it
   * keeps of them, as at a logout of its own.
   */
  'session/logged-out-elsewhere': fact(z.object({}), notFolded),
};

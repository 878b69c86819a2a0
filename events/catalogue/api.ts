/**
 * Every exchange with the provider, linked by requestId, so a session exports to HAR 1.2 and
 * replays can answer with the recorded replies.
 */
import * as z from 'zod/mini';
import { AppError } from '../app-error';
import { FlashMessage } from '../contract/errors';
import { fact, notFolded } from '../define';

const Headers = z.record(z.string(), z.string());

export const apiEvents = {
  'api/requested': fact(
    z.object({
      requestId: z.string(),
      method: z.string(),
      url: z.string(),
      pathTemplate: z.string(),
      headers: Headers,
      body: z.unknown(),
    }),
  ),
  'api/responded': fact(
    z.object({
      requestId: z.string(),
      status: z.number(),
      headers: Headers,
      body: z.unknown(),
      durationMs: z.number(),
    }),
  ),
  'api/failed': fact(
    z.object({
      requestId: z.string(),
      status: z.nullable(z.number()),
      error: AppError,
      durationMs: z.number(),
    }),
  ),
  /**
   * A reply that came after its call had timed out, never acted on. No longer appended: a call is
   * aborted at its time limit, so no reply comes late (decision 038, issue 30). Kept so that logs
   * recorded before still read (import, replay).
   */
  'api/late-replied': fact(
    z.object({
      requestId: z.string(),
      status: z.number(),
      body: z.unknown(),
      durationMs: z.number(),
    }),
    notFolded,
  ),
  'api/flash-received': fact(z.object({ messages: z.array(FlashMessage) })),
};

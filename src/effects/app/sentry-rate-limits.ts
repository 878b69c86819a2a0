/**
 * What a tracker's reply says about sending more (decision 082): `429` with `Retry-After`, and
 * `X-Sentry-Rate-Limits` (`seconds:categories:scope…`, comma separated; no categories means all).
 * Kept as "no envelope of this category before" times, so the effect skips what would be refused.
 */
import type { TrackerReply } from '../runtime/report-port';

/** Category → time (ms) before which nothing of it is sent; `all` stands for every category. */
export type RateLimits = ReadonlyMap<string, number>;

/** Seconds to wait when a 429 names none. */
const DEFAULT_RETRY_AFTER_S = 60;
/** A tracker cannot ask for more than a day of silence: a broken header never mutes a page for good. */
const MAX_RETRY_AFTER_S = 24 * 60 * 60;

function seconds(text: string | undefined): number | null {
  const value = Number.parseFloat(text ?? '');
  return Number.isFinite(value) && value >= 0 ? Math.min(value, MAX_RETRY_AFTER_S) : null;
}

/** The limits after a reply, from the ones before it, at `now` (ms). */
export function updateRateLimits(limits: RateLimits, reply: TrackerReply, now: number): RateLimits {
  const next = new Map(limits);
  const until = (s: number, category: string) =>
    next.set(category, Math.max(next.get(category) ?? 0, now + s * 1000));
  if (reply.rateLimits) {
    for (const limit of reply.rateLimits.split(',')) {
      const [retry, categories] = limit.trim().split(':');
      const s = seconds(retry);
      if (s === null) continue;
      const named = (categories ?? '').split(';').filter((c) => c !== '');
      for (const category of named.length > 0 ? named : ['all']) until(s, category);
    }
  } else if (reply.status === 429) {
    // Retry-After in seconds (a date form is read as the default wait).
    until(seconds(reply.retryAfter ?? undefined) ?? DEFAULT_RETRY_AFTER_S, 'all');
  }
  return next;
}

/** Whether an item of this category (`error`, `attachment`) may be sent at `now`. */
export function maySend(limits: RateLimits, category: string, now: number): boolean {
  return (limits.get('all') ?? 0) <= now && (limits.get(category) ?? 0) <= now;
}

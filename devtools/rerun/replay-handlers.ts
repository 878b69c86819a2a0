/**
 * Live re-run support (design.md "Replay" (b)): MSW handlers that answer the app's requests with
 * the replies recorded in a session, matched by method, path template and occurrence, so a failed
 * order fails again the same way. With `refusal` (a live re-run, issue 30), a request to the
 * recorded provider or to any other origin than the page's that no recording answers is refused as
 * a lost connection would be and reported: nothing a crafted session makes the app ask leaves for
 * the network. Without it, or for the page's own files, it goes on to the next handler (in the
 * browser: the mock provider's), or to the network when there is none.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { RecordedReply } from '../../fixtures/scenarios/format';

interface Template {
  key: string;
  method: string;
  pattern: RegExp;
  length: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/cart/items/{id}` → a regex matching a URL path that ends with it, any value in the holes. */
export function templatePattern(template: string): RegExp {
  const parts = template.split(/\{\w+\}/).map(escape);
  return new RegExp(`${parts.join('[^/]+')}$`);
}

export interface ReplyMatcher {
  /** The recorded reply for this request (consuming its occurrence), or null. */
  match(method: string, pathname: string): RecordedReply | null;
  /** Where a reply `match` gave stands in the recorded list (for its turn), or -1. */
  indexOf(reply: RecordedReply): number;
}

export function replyMatcher(replies: readonly RecordedReply[]): ReplyMatcher {
  const byKey = new Map<string, RecordedReply[]>();
  const templates = new Map<string, Template>();
  const positions = new Map<RecordedReply, number>();
  for (const [index, reply] of replies.entries()) {
    positions.set(reply, index);
    const key = `${reply.method.toUpperCase()} ${reply.pathTemplate}`;
    const list = byKey.get(key) ?? [];
    list[reply.occurrence] = reply;
    byKey.set(key, list);
    if (!templates.has(key)) {
      templates.set(key, {
        key,
        method: reply.method.toUpperCase(),
        pattern: templatePattern(reply.pathTemplate),
        length: reply.pathTemplate.length,
      });
    }
  }
  const used = new Map<string, number>();
  const ordered = [...templates.values()].sort((a, b) => b.length - a.length);
  return {
    match(method, pathname) {
      const template = ordered.find((t) => t.method === method.toUpperCase() && t.pattern.test(pathname));
      if (!template) return null;
      const n = used.get(template.key) ?? 0;
      used.set(template.key, n + 1);
      return byKey.get(template.key)?.[n] ?? null;
    },
    indexOf: (reply) => positions.get(reply) ?? -1,
  };
}

/** Holds a recorded reply until the re-run has caught up with it (reply-gate.ts). */
export interface ReplyTurns {
  turns: readonly number[];
  /**
   * Per recorded reply, its place in the order the replies arrived in the recording: a reply waits
   * for the earlier ones the page has asked for, so replies released together (one intent's turn)
   * reach the app in the recorded order (a cart arriving before a cross-sell reply aborted it).
   */
  ranks?: readonly number[];
  /** The longest a reply waits for earlier ones. */
  maxOrderWaitMs?: number;
  until(turn: number): Promise<void>;
  /** Resolves when the page load ends, or after the longest hold. */
  pageEnd(): Promise<void>;
}

/**
 * The recorded replies with the recorded page's origin read as this page's: a redirect to the
 * recording's own thank-you page goes to this page's, as the provider would have answered this app.
 */
export function movedTo(replies: readonly RecordedReply[], from: string, to: string): RecordedReply[] {
  if (from === to) return [...replies];
  return replies.map((reply) => {
    if (reply.body === null || reply.body === undefined) return reply;
    const text = JSON.stringify(reply.body);
    return text.includes(from) ? { ...reply, body: JSON.parse(text.split(from).join(to)) as unknown } : reply;
  });
}

/** Which requests a live re-run refuses when the recording does not answer them (issue 30). */
export interface ReplayRefusal {
  /** The page's origin: its own files (chunks, translations, the worker) still load. */
  pageOrigin: string;
  /** Absolute bases of the recorded provider (`apiUrl`, `validationApiUrl`): answered only by the recording. */
  providerBases: readonly string[];
  /** Told of each refused request (`METHOD url`). */
  refused(call: string): void;
}

/** Whether a request the recording did not answer is refused rather than passed on. */
function isRefused(url: URL, refusal: ReplayRefusal): boolean {
  return url.origin !== refusal.pageOrigin || refusal.providerBases.some((base) => url.href.startsWith(base));
}

export function replayHandlers(
  replies: readonly RecordedReply[],
  gate?: ReplyTurns,
  refusal?: ReplayRefusal,
): HttpHandler[] {
  const matcher = replyMatcher(replies);
  /** Ranks of replies the page asked for and that are not delivered yet (pending ones excluded). */
  const waiting = new Set<number>();
  const delivered: (() => void)[] = [];
  const nothingEarlier = (rank: number) => [...waiting].every((r) => r >= rank);
  const inOrder = async (rank: number) => {
    const until = Date.now() + (gate?.maxOrderWaitMs ?? 10_000);
    while (!nothingEarlier(rank) && Date.now() < until)
      await new Promise<void>((resolve) => {
        delivered.push(resolve);
        setTimeout(resolve, 50);
      });
  };
  return [
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const refuse = () => {
        refusal?.refused(`${request.method} ${url.origin}${url.pathname}`);
        return HttpResponse.error();
      };
      // The mock provider's controls on the page's own origin (the console's fault form) still work.
      if (url.pathname.includes('/__mock/'))
        return refusal && url.origin !== refusal.pageOrigin ? refuse() : undefined;
      const reply = matcher.match(request.method, url.pathname);
      if (!reply) return refusal && isRefused(url, refusal) ? refuse() : undefined;
      const index = matcher.indexOf(reply);
      const turn = gate?.turns[index];
      const rank = reply.pending ? undefined : gate?.ranks?.[index];
      if (rank !== undefined) waiting.add(rank);
      try {
        if (gate && turn !== undefined) await gate.until(turn);
        if (rank !== undefined) await inOrder(rank);
      } finally {
        if (rank !== undefined) waiting.delete(rank);
        for (const wake of delivered.splice(0)) wake();
      }
      // No reply reached the recorded app (its page load ended first, or it cut the call or gave up
      // waiting itself): a re-run leaves it unanswered until its own page load ends too, so the app
      // ends it as it did; answering with a lost connection would race the app's own cut (bounded:
      // then it fails as a lost connection would).
      if (gate && reply.pending) await gate.pageEnd();
      if (reply.status === null) return HttpResponse.error();
      if (reply.status === 204 || reply.body === null || reply.body === undefined) {
        return new HttpResponse(null, { status: reply.status });
      }
      return HttpResponse.json(reply.body as never, { status: reply.status });
    }),
  ];
}

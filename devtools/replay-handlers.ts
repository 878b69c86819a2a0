/**
 * Live re-run support (design.md "Replay" (b)): MSW handlers that answer the app's requests with
 * the replies recorded in a session, matched by method, path template and occurrence, so a failed
 * order fails again the same way. A request no recording matches goes on to the next handler (in
 * the browser: the mock provider's), or to the network when there is none.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { RecordedReply } from '../fixtures/scenarios/format';

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
}

export function replyMatcher(replies: readonly RecordedReply[]): ReplyMatcher {
  const byKey = new Map<string, RecordedReply[]>();
  const templates = new Map<string, Template>();
  for (const reply of replies) {
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
  };
}

export function replayHandlers(replies: readonly RecordedReply[]): HttpHandler[] {
  const matcher = replyMatcher(replies);
  return [
    http.all('*', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/__mock/')) return undefined;
      const reply = matcher.match(request.method, url.pathname);
      if (!reply) return undefined;
      if (reply.status === null) return HttpResponse.error();
      if (reply.status === 204 || reply.body === null || reply.body === undefined) {
        return new HttpResponse(null, { status: reply.status });
      }
      return HttpResponse.json(reply.body as never, { status: reply.status });
    }),
  ];
}

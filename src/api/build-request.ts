/**
 * Turns a RequestSpec into what fetch needs (URL, headers, body) and into what the recorder may
 * see (path template, the allowed headers, the body as sent or a multipart description), and
 * whether it carries the customer's cookies: only to the provider's origins (those of `apiUrl` and
 * `validationApiUrl`); an address a server handed over (a poll, an action button) on another origin
 * goes without them (decision 040, issue 30). Kept apart from http.ts so the wire format of a
 * request can be read in one place.
 */
import { recordedHeaderNames } from '../../events/recorded-headers';
import type { RequestSpec } from './request-spec';

/** Where requests go and in which company and language (the part of http.ts `HttpDeps` a request needs). */
export interface RequestAddressing {
  apiUrl: string;
  validationApiUrl: string;
  company: string;
  /** The current UI locale, read on every call (the user may switch language). */
  language: () => string;
}

export interface Built {
  url: string;
  pathTemplate: string;
  headers: Record<string, string>;
  recordedHeaders: Record<string, string>;
  body: BodyInit | null;
  recordedBody: unknown;
  /** `include` only for the provider's origins (`apiUrl`, `validationApiUrl`). */
  credentials: 'include' | 'omit';
}

/** The page's address, against which relative URLs (`/api`, a server's `/polls/1`) are read. */
const pageHref = (): string | undefined => globalThis.location?.href;

/** The origin of `url` read against the page, or null when it cannot be read. */
function originOf(url: string, base: string | undefined): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request to `url` may carry the customer's cookies: `main` and `validation` requests
 * always (they are the provider's), an absolute URL only on the origin of `apiUrl` or
 * `validationApiUrl`.
 */
function credentialsFor(
  spec: Pick<RequestSpec, 'base'>,
  url: string,
  deps: Pick<RequestAddressing, 'apiUrl' | 'validationApiUrl'>,
  base: string | undefined = pageHref(),
): 'include' | 'omit' {
  if (spec.base !== 'absolute') return 'include';
  const target = originOf(url, base);
  const provider = [deps.apiUrl, deps.validationApiUrl].map((u) => originOf(u, base));
  return target !== null && target !== 'null' && provider.includes(target) ? 'include' : 'omit';
}

export function build(spec: RequestSpec, deps: RequestAddressing): Built {
  const { url, pathTemplate } = urlOf(spec, deps);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (spec.base !== 'validation') headers.company = deps.company;
  headers.language = deps.language();
  let body: BodyInit | null = null;
  let recordedBody: unknown = null;
  let recordedType: string | undefined;
  if (spec.files) {
    const form = new FormData();
    for (const part of spec.files) form.append(part.name, part.file, part.fileName);
    body = form; // fetch sets multipart/form-data with its boundary itself
    recordedType = 'multipart/form-data';
    recordedBody = {
      fields: spec.files.map((p) => ({
        name: p.name,
        fileName: p.fileName,
        size: p.file.size,
        type: p.file.type,
      })),
    };
  } else if (spec.json !== undefined) {
    body = JSON.stringify(spec.json);
    headers['Content-Type'] = 'application/json';
    recordedBody = JSON.parse(body) as unknown;
  }
  if (spec.withFlash) headers['X-WITH-FLASH-MESSAGES'] = 'true';
  const recordedHeaders = pickHeaders(new Headers(headers));
  if (recordedType) recordedHeaders['content-type'] = recordedType;
  const credentials = credentialsFor(spec, url, deps);
  return { url, pathTemplate, headers, recordedHeaders, body, recordedBody, credentials };
}

function urlOf(spec: RequestSpec, deps: RequestAddressing): { url: string; pathTemplate: string } {
  if (spec.base === 'absolute') {
    const u = new URL(spec.path, pageHref());
    appendQuery(u.searchParams, spec.query);
    return { url: u.toString(), pathTemplate: u.pathname };
  }
  const base = spec.base === 'main' ? deps.apiUrl : deps.validationApiUrl;
  const path = spec.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = spec.params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${spec.path}`);
    return encodeURIComponent(String(value));
  });
  const params = new URLSearchParams();
  appendQuery(params, spec.query);
  const qs = params.toString();
  return { url: `${base}${path}${qs ? `?${qs}` : ''}`, pathTemplate: spec.path };
}

function appendQuery(params: URLSearchParams, query: RequestSpec['query']): void {
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value))
      for (const v of value as readonly (string | number)[]) params.append(key, String(v));
    else params.append(key, String(value));
  }
}

export function pickHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of recordedHeaderNames) {
    const value = headers.get(name);
    if (value !== null) out[name] = value;
  }
  return out;
}

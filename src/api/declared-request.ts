/**
 * Turns an endpoint declaration (events/contract/endpoints/endpoint.ts) and a call's arguments into
 * the RequestSpec http.ts sends, and gives the reader of its reply from the declared reply schema.
 * The arguments are typed by the declaration: its path parameters, query parameters and body, so an
 * endpoint function cannot send what its declaration does not say. The method and path come only
 * from the declaration; `?cart=true` is added for `[cart]` endpoints (contract §1.5).
 */
import type * as z from 'zod/mini';
import type {
  Endpoint,
  ParamNames,
  PathParams,
  QueryParam,
  ReplyValue,
  RequestBody,
} from '../../events/contract/endpoints/endpoint';
import type { CallOptions, Http } from './http';
import { cartReply, ignoreBody, jsonReply } from './replies';
import type { FilePart, Method, QueryValue, ReplyReader, RequestSpec } from './request-spec';
import type { Result } from './result';

type ParamArgs<E extends Endpoint> = [ParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : E['base'] extends 'poll'
    ? { params?: undefined }
    : { params: PathParams<E> };

type BodyArgs<E extends Endpoint> = E['body'] extends z.ZodMiniType
  ? { json: RequestBody<E> }
  : E['body'] extends 'multipart'
    ? { files: readonly FilePart[] }
    : { json?: undefined };

type QueryOf<Q extends readonly QueryParam[]> = {
  [K in Q[number] as K['required'] extends true ? K['name'] : never]: QueryValue;
} & { [K in Q[number] as K['required'] extends true ? never : K['name']]?: QueryValue };

type QueryArgs<E extends Endpoint> = E['query'] extends readonly QueryParam[]
  ? { query: QueryOf<E['query']> }
  : { query?: undefined };

/** E57: the absolute address a server handed out stands for the declared `{pollUrl}`. */
type UrlArgs<E extends Endpoint> = E['base'] extends 'poll' ? { url: string } : { url?: undefined };

export type DeclaredArgs<E extends Endpoint> = ParamArgs<E> & BodyArgs<E> & QueryArgs<E> & UrlArgs<E>;

/** What the declaration leaves to the call: the overall limit of a streamed reply (decision 038). */
type Extra = Pick<RequestSpec, 'overallLimitMs'>;

const cartFlag = { cart: 'true' } as const;

/** The request a call of `d` sends. */
export function requestFor<E extends Endpoint>(
  d: E,
  args: DeclaredArgs<E>,
  o: CallOptions = {},
  extra: Extra = {},
): RequestSpec {
  const a = args as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    json?: unknown;
    files?: readonly FilePart[];
    url?: string;
  };
  const query = d.cart === 'flag' ? { ...a.query, ...cartFlag } : a.query;
  return {
    base: d.base === 'poll' ? 'absolute' : d.base,
    method: d.method.toUpperCase() as Method,
    path: d.base === 'poll' ? (a.url ?? '') : d.path,
    ...(a.params ? { params: a.params } : {}),
    ...(query ? { query } : {}),
    ...(a.json !== undefined ? { json: a.json } : {}),
    ...(a.files ? { files: a.files } : {}),
    ...(d.timeLimit ? { timeLimit: d.timeLimit } : {}),
    signal: o.signal,
    ...extra,
  };
}

const readers = new WeakMap<Endpoint, ReplyReader<unknown>>();

/**
 * How a success reply of `d` is read: `[cart]` replies must carry the Cart (contract §1.5), other
 * replies with a declared schema are JSON validated against it, replies without one are ignored.
 */
export function readerFor<E extends Endpoint>(d: E): ReplyReader<ReplyValue<E>> {
  let reader = readers.get(d);
  if (!reader) {
    const schema = d.success.schema;
    reader = schema ? (d.cart ? cartReply(schema) : jsonReply(schema)) : ignoreBody;
    readers.set(d, reader);
  }
  return reader as ReplyReader<ReplyValue<E>>;
}

/** Calls `d` and reads its reply as declared. */
export const callDeclared = <E extends Endpoint>(
  http: Http,
  d: E,
  args: DeclaredArgs<E>,
  o: CallOptions = {},
): Promise<Result<ReplyValue<E>>> => http.call(requestFor(d, args, o), readerFor(d));

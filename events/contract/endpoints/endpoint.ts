/**
 * What one endpoint of api-contract.md is, as data: method, path template, base, who may call it,
 * query, request body, success reply and the error keys it documents. The declarations beside this
 * file (one per client family) are the only place a method and path are written: the API client
 * (src/api/endpoints/), the mock provider (fixtures/provider/) and the OpenAPI document
 * (scripts/openapi-document.ts) follow from them (docs/decisions/089-endpoint-declarations.md).
 */
import type * as z from 'zod/mini';

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** Cart-changing endpoints: `flag` honours `?cart=true` (§1.5), `always` answers a Cart anyway. */
type CartReply = 'flag' | 'always';

export interface QueryParam {
  readonly name: string;
  readonly required: boolean;
  readonly description: string;
  readonly schema: z.ZodMiniType;
  /** `domains[]=a&domains[]=b` */
  readonly repeated?: boolean;
}

export interface Endpoint {
  /** The contract's number: 9 is E9. */
  readonly e: number;
  readonly method: HttpMethod;
  /** Path template (`/cart/items/{id}`); E57's `{pollUrl}` stands for the absolute URL a server handed out. */
  readonly path: string;
  /** main: `apiUrl`; validation: `validationApiUrl`; poll: the absolute URL itself. */
  readonly base: 'main' | 'validation' | 'poll';
  /** `user`: needs a logged-in user's session cookie (401 otherwise). */
  readonly auth: 'any' | 'user';
  readonly summary: string;
  readonly cart?: CartReply;
  readonly query?: readonly QueryParam[];
  readonly body?: z.ZodMiniType | 'multipart';
  readonly success: {
    readonly status: 200 | 201 | 204;
    readonly schema?: z.ZodMiniType;
    readonly description?: string;
    /** The reply is a JSON array written element by element (E46). */
    readonly streamed?: boolean;
  };
  /** Error keys by status, as the contract lists them for this endpoint (§3–§6, §9). */
  readonly errors?: Partial<Record<400 | 404 | 422, readonly string[]>>;
  /** The contract section a reader finds it in. */
  readonly section: string;
  /** Which time limit the client gives it (docs/decisions/038-time-limits.md): `order` places an order or sends a file. */
  readonly timeLimit?: 'order';
}

/** Declares an endpoint, keeping its literal path and schemas for the types below. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** `/cart/items/{id}/upgrade` → `'id'`. */
export type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | ParamNames<Rest>
  : never;

/** The path parameters an endpoint's template names. */
export type PathParams<E extends Endpoint> = Record<ParamNames<E['path']>, string | number>;

/** What the client sends as the JSON body (the schema's input side). */
export type RequestBody<E extends Endpoint> = E['body'] extends z.ZodMiniType ? z.input<E['body']> : never;

/** What a success reply is once read. */
export type ReplyValue<E extends Endpoint> = E['success']['schema'] extends z.ZodMiniType
  ? z.output<E['success']['schema']>
  : void;

/** The contract id, `E9`. */
export const contractId = (d: Endpoint): string => `E${d.e}`;

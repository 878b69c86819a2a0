/**
 * A tiny HTTP client for the provider tests: real `fetch` against the running mock server, with
 * a one-cookie jar (the provider's session cookie), the contract headers, and JSON helpers.
 * One client = one browser session.
 */
import { afterAll, beforeAll } from 'vitest';
import type * as z from 'zod/mini';
import { startProviderServer, type ProviderServer } from '../../../fixtures/provider/http-server';

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface ClientOptions {
  company?: string | null;
  language?: string;
  origin?: string;
}

export class Client {
  cookie: string | null = null;

  constructor(
    readonly server: ProviderServer,
    readonly opts: ClientOptions = {},
  ) {}

  async raw(
    method: string,
    path: string,
    init: { body?: unknown; headers?: Record<string, string>; base?: 'api' | 'validation' | 'root' } = {},
  ): Promise<Response> {
    const base =
      init.base === 'validation'
        ? this.server.validationApiUrl
        : init.base === 'root'
          ? this.server.url
          : this.server.apiUrl;
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    if (this.opts.company !== null) headers.company = this.opts.company ?? 'sk-ws';
    if (this.opts.language) headers.language = this.opts.language;
    if (this.opts.origin) headers.Origin = this.opts.origin;
    if (this.cookie) headers.Cookie = this.cookie;
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) body = init.body;
    else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['Content-Type'] = 'application/json';
    }
    const res = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual' });
    const set = res.headers.get('set-cookie');
    const match = set?.match(/mock_session=([^;]+)/);
    if (match?.[1]) this.cookie = `mock_session=${match[1]}`;
    return res;
  }

  async call<T = unknown>(
    method: string,
    path: string,
    init: Parameters<Client['raw']>[2] = {},
  ): Promise<Reply<T>> {
    const res = await this.raw(method, path, init);
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = undefined;
    }
    return { status: res.status, headers: res.headers, body: body as T, text };
  }

  get = <T = unknown>(path: string, init?: Parameters<Client['raw']>[2]) => this.call<T>('GET', path, init);
  post = <T = unknown>(path: string, body?: unknown, init: Parameters<Client['raw']>[2] = {}) =>
    this.call<T>('POST', path, { ...init, body });
  put = <T = unknown>(path: string, body?: unknown) => this.call<T>('PUT', path, { body });
  patch = <T = unknown>(path: string, body?: unknown) => this.call<T>('PATCH', path, { body });
  del = <T = unknown>(path: string) => this.call<T>('DELETE', path);

  /** Logs this session in through the login stand-in (JSON form, no returnUrl). */
  async login(login = 'alice'): Promise<void> {
    const r = await this.call('GET', `/login?login=${login}`, { base: 'root' });
    if (r.status !== 200) throw new Error(`login failed: ${r.status}`);
  }
}

/** Parses with a contract schema and returns the data (a failing parse fails the test). */
export function parsed<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const r = schema.safeParse(value);
  if (!r.success)
    throw new Error(`reply does not match the contract: ${JSON.stringify(r.error.issues.slice(0, 3))}`);
  return r.data;
}

/** Starts one provider server for the test file; `ctx.server` is set in beforeAll. */
export function useServer(opts: Parameters<typeof startProviderServer>[0] = {}) {
  const ctx = {} as { server: ProviderServer; client: (o?: ClientOptions) => Client };
  beforeAll(async () => {
    ctx.server = await startProviderServer({ port: 0, ...opts });
    ctx.client = (o = {}) => new Client(ctx.server, o);
  });
  afterAll(async () => {
    await ctx.server?.close();
  });
  return ctx;
}

/** A session with a cart: GET /cart done, optionally with the three seeded items and a login. */
export async function sessionWithCart(
  client: Client,
  opts: { items?: boolean; login?: string } = {},
): Promise<Client> {
  await client.post('/__mock/seed', {
    cart: opts.items ? 'with-items' : 'empty',
    ...(opts.login ? { login: opts.login } : {}),
  });
  await client.get('/cart');
  return client;
}

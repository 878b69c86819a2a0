/**
 * Every route of the app by name (spec §1's route names, spec §2's routes), with its path pattern
 * relative to the language prefix: the app navigates by name (`routePath('thank-you', { query })`)
 * and the router renders these patterns, so a path is written once. It sits in events/ because
 * projections (the mini cart's target) and the views and effects all read it; it imports nothing.
 * docs/decisions/081-route-table.md records how the spec's names were read.
 */

/** A route's own pattern (wouter syntax: `:name`, `:name?`), relative to its parent's path. */
interface RouteEntry {
  readonly pattern: string;
  /** The route this one is nested in (the developer area's pages). */
  readonly parent?: 'developer';
}

/**
 * The developer area exists in development builds only (issues 5 and 16): a production build carries
 * no path to it (esbuild folds this to '' there; tests/devtools/production-build.test.ts), and its
 * routes are rendered only in development (src/router/routes.tsx). Outside a build (Node, the
 * tests) the global is absent or 'development'.
 */
const DEVELOPER_AREA = (
  typeof __MODE__ === 'undefined' || __MODE__ === 'development' ? '/developer' : ''
) as '/developer';

export const ROUTES = {
  /** '' of spec §2: redirects to the cart (src/router/guards.ts). */
  home: { pattern: '/' },
  /** 'cart' of spec §2: an old address that redirects to the cart. */
  cart: { pattern: '/cart' },
  /** 'order' of spec §2: an old address that redirects to the cart. */
  order: { pattern: '/order' },
  /** The checkout's cart view (its default, empty-path child). */
  checkout: { pattern: '/checkout' },
  /** The checkout's order view (its child 'order', the step in the query). */
  'order-page': { pattern: '/checkout/order' },
  'empty-cart': { pattern: '/empty-cart' },
  'domain-checker': { pattern: '/domain-checker' },
  'thank-you': { pattern: '/thank-you' },
  server: { pattern: '/server/:uuid' },
  monitoring: { pattern: '/monitoring/:uuid' },
  management: { pattern: '/management/:uuid' },
  optional: { pattern: '/mandatory/:optional?' },
  developer: { pattern: DEVELOPER_AREA },
  dashboard: { pattern: '/', parent: 'developer' },
  state: { pattern: '/state', parent: 'developer' },
  config: { pattern: '/config', parent: 'developer' },
  components: { pattern: '/components/:component?', parent: 'developer' },
  'website-flow': { pattern: '/iwp/:step?' },
  'mock-login': { pattern: '/mock-login' },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTES;

type PatternOf<N extends RouteName> = (typeof ROUTES)[N]['pattern'];

/** The parameters a pattern names: `:a` required, `:a?` optional. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamOf<Name> & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? ParamOf<Name>
    : unknown;
type ParamOf<Name extends string> = Name extends `${infer Optional}?`
  ? { [K in Optional]?: string }
  : { [K in Name]: string };

/** Query parameters (a string is kept as it is); undefined values are left out. */
type RouteQuery = string | URLSearchParams | Readonly<Record<string, string | undefined>>;

type RouteArgs<N extends RouteName> = ParamsOf<PatternOf<N>> & { query?: RouteQuery };

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

type ArgsTuple<N extends RouteName> = [RequiredKeys<ParamsOf<PatternOf<N>>>] extends [never]
  ? [args?: RouteArgs<N>]
  : [args: RouteArgs<N>];

/** A route's own pattern (relative to its parent), as the router renders it. */
export function routePattern<N extends RouteName>(name: N): PatternOf<N> {
  return ROUTES[name].pattern;
}

/** The full path (after the language prefix) of a route, parameters filled, query appended. */
export function routePath<N extends RouteName>(name: N, ...[args]: ArgsTuple<N>): string {
  return `${fullPath(name, args)}${queryString(args?.query)}`;
}

/** The path of a nested route relative to its parent (a link inside the developer area). */
export function childPath<N extends RouteName>(name: N, ...[args]: ArgsTuple<N>): string {
  return `${fill(ROUTES[name].pattern, args)}${queryString(args?.query)}`;
}

/** Whether a path (after the language prefix, without query) is the route's, or under it. */
export function isRoutePath(name: RouteName, path: string, { under = false } = {}): boolean {
  const base = fullPath(name, undefined);
  const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return clean === base || (under && clean.startsWith(`${base}/`));
}

function fullPath(name: RouteName, args: object | undefined): string {
  const entry: RouteEntry = ROUTES[name];
  const own = fill(entry.pattern, args);
  const parent = entry.parent ? fullPath(entry.parent, undefined) : '';
  return parent && own === '/' ? parent : `${parent}${own}`;
}

function fill(pattern: string, args: object | undefined): string {
  const values = (args ?? {}) as Record<string, unknown>;
  const filled = pattern.replace(/\/:(\w+)(\?)?/g, (_, key: string) => {
    const value = values[key];
    return typeof value === 'string' && value !== '' ? `/${encodeURIComponent(value)}` : '';
  });
  return filled === '' ? '/' : filled;
}

function queryString(query: RouteQuery | undefined): string {
  if (query === undefined) return '';
  // A query string as found (the location's own) is kept as it is, not re-encoded.
  if (typeof query === 'string') return query.replace(/^\?/, '') ? `?${query.replace(/^\?/, '')}` : '';
  const params =
    query instanceof URLSearchParams
      ? new URLSearchParams(query)
      : new URLSearchParams(
          Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
        );
  const text = params.toString();
  return text ? `?${text}` : '';
}

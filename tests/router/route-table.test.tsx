// @vitest-environment happy-dom
/**
 * The route table of spec §1 (events/route-table.ts): every route name of the spec is in it, no two
 * routes share a pattern, and the path each name builds is one the app's router renders that route
 * at (or one the guards send on to the cart, for the old addresses).
 */
import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  ROUTES,
  childPath,
  isRoutePath,
  routePath,
  routePattern,
  type RouteName,
} from '../../events/route-table';
import { redirectFor } from '../../src/router/guards';

const SPEC_NAMES = [
  'home',
  'checkout',
  'order-page',
  'order',
  'cart',
  'developer',
  'dashboard',
  'components',
  'state',
  'config',
  'thank-you',
  'domain-checker',
  'empty-cart',
  'optional',
];
/** The spec's old addresses: the guards send them to the cart instead of rendering a page. */
const REDIRECTED: readonly RouteName[] = ['home', 'order', 'cart'];
const NAMES = Object.keys(ROUTES) as RouteName[];
/** Values for the parameters a pattern names, so every route builds a full path. */
const SAMPLE = { uuid: 'c0ffee', optional: 'optional', component: 'spinner', step: 'category' };

function pathOf(name: RouteName): string {
  return routePath(name as 'server', SAMPLE);
}

function renderedAt(name: RouteName, path: string) {
  const { hook } = memoryLocation({ path });
  const entry: { pattern: string; parent?: RouteName } = ROUTES[name];
  const leaf = <Route path={routePattern(name)}>{`rendered ${name}`}</Route>;
  return render(
    <Router hook={hook}>
      {entry.parent ? (
        <Route path={routePattern(entry.parent)} nest>
          {leaf}
        </Route>
      ) : (
        leaf
      )}
    </Router>,
  );
}

describe('the route table', () => {
  it('names every route of spec §1', () => {
    expect(NAMES).toEqual(expect.arrayContaining(SPEC_NAMES));
  });

  it('gives no two routes at the same level the same pattern', () => {
    const keys = NAMES.map((name) => {
      const entry: { pattern: string; parent?: string } = ROUTES[name];
      return `${entry.parent ?? ''} ${entry.pattern}`;
    });
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('builds for every name a path the router renders that route at', () => {
    for (const name of NAMES) {
      const { unmount } = renderedAt(name, pathOf(name));
      expect(screen.getByText(`rendered ${name}`)).toBeTruthy();
      unmount();
    }
  });

  it('renders every page route from the table in the app router and the developer area', () => {
    const app = readFileSync('src/router/routes.tsx', 'utf8');
    const developer = readFileSync('devtools/developer-area.tsx', 'utf8');
    for (const name of NAMES.filter((n) => !REDIRECTED.includes(n))) {
      const source = (ROUTES[name] as { parent?: string }).parent ? developer : app;
      expect(source, name).toContain(`path={routePattern('${name}')}`);
    }
  });

  it('sends the old addresses (home, order, cart) on to the cart, query kept', () => {
    for (const name of REDIRECTED) {
      expect(redirectFor({ path: routePath(name), search: 'step=cart', cart: 'filled' })).toBe(
        routePath('checkout', { query: 'step=cart' }),
      );
    }
  });

  it('fills parameters, leaves out an absent optional one and appends the query', () => {
    expect(routePath('thank-you', { query: { messageKey: 'success', exception: undefined } })).toBe(
      '/thank-you?messageKey=success',
    );
    expect(routePath('server', { uuid: 'a b' })).toBe('/server/a%20b');
    expect(routePath('optional')).toBe('/mandatory');
    expect(routePath('dashboard')).toBe('/developer');
    expect(routePath('components', { component: 'spinner' })).toBe('/developer/components/spinner');
    expect(childPath('state')).toBe('/state');
    expect(routePath('domain-checker', { query: new URLSearchParams({ qd: 'a.sk,b.sk' }) })).toBe(
      '/domain-checker?qd=a.sk%2Cb.sk',
    );
  });

  it('recognises a route path with or without a trailing slash, and its children only when asked', () => {
    expect(isRoutePath('thank-you', '/thank-you/')).toBe(true);
    expect(isRoutePath('developer', '/developer/state')).toBe(false);
    expect(isRoutePath('developer', '/developer/state', { under: true })).toBe(true);
    expect(isRoutePath('developer', '/developers', { under: true })).toBe(false);
  });
});

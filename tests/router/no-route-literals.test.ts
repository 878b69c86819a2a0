/**
 * The app navigates by route name (events/route-table.ts), so a path of an app route written as a
 * literal anywhere else in src/, projections/ or devtools/ is a second copy that drifts: this reads
 * the source tree, comments left out, and names each such literal. The API's endpoints (src/api/)
 * are the provider's paths, not the app's, and are not looked at.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../events/route-table';

const ROOTS = ['src', 'projections', 'devtools'];
const SKIPPED = ['src/api/'];
const TABLE = 'events/route-table.ts';

/** First segments of every route's pattern: `/checkout`, `/mandatory`, `/state`, … */
const SEGMENTS = [
  ...new Set(
    Object.values(ROUTES)
      .map((entry) => entry.pattern.split('/')[1] ?? '')
      .filter((segment) => segment !== '' && !segment.startsWith(':')),
  ),
];
/** A literal (quote, backtick or a template hole's end) that starts with a route's first segment. */
const ROUTE_LITERAL = new RegExp(`(?:['"\`]|\\})/(?:${SEGMENTS.join('|')})(?=['"\`/?#]|\\$\\{)`);
/** The root as a link or navigation target: `to="/"`, `href='/'`, `to: '/'`. */
const ROOT_LITERAL = /\b(?:to|href)\s*[=:]\s*\{?\s*['"`]\/['"`]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

function routeLiterals(files: readonly { path: string; source: string }[]): string[] {
  return files.flatMap(({ path, source }) =>
    withoutComments(source)
      .split('\n')
      .filter((line) => ROUTE_LITERAL.test(line) || ROOT_LITERAL.test(line))
      .map((line) => `${path}: ${line.trim()}`),
  );
}

describe('paths of app routes', () => {
  it('are written only in the route table', () => {
    const files = ROOTS.flatMap(sourceFiles)
      .filter((path) => path !== TABLE && !SKIPPED.some((skipped) => path.startsWith(skipped)))
      .map((path) => ({ path, source: readFileSync(path, 'utf8') }));
    expect(routeLiterals(files)).toEqual([]);
  });

  it('are found as literals in the shapes the app wrote them before the table', () => {
    const samples = [
      '<AppLink to="/checkout" className=\'x\'>',
      "log.append('nav/requested', { to: '/checkout' });",
      'return `/thank-you?${params.toString()}`;',
      'href={`${languagePrefix}/developer`}',
      '<Link href="/state">',
      '<AppLink to="/" className="button">',
    ];
    const found = routeLiterals(samples.map((source, i) => ({ path: `sample-${i}`, source })));
    expect(found).toHaveLength(samples.length);
  });

  it('are not confused with the comments that describe them or with other slashes', () => {
    const samples = [
      '/** The cart (`/checkout`). */',
      "// goes to '/thank-you'",
      "const base = url.endsWith('/') ? url : `${url}/`;",
      "path.split('/').filter(Boolean)",
    ];
    expect(routeLiterals(samples.map((source, i) => ({ path: `sample-${i}`, source })))).toEqual([]);
  });
});

/**
 * The API client follows the endpoint declarations (events/contract/endpoints/): one client function
 * per declaration, under the declaration's name, and no method or API path written anywhere else in
 * src/ (docs/decisions/089-endpoint-declarations.md). What each call sends on the wire is checked per
 * endpoint in tests/api/endpoints.test.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpointList } from '../../events/contract/endpoints/all';
import { makeClient } from './support/harness';

const root = fileURLToPath(new URL('../../', import.meta.url));

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

describe('the API client and the endpoint declarations', () => {
  it('has a function for every declared endpoint, named as the declaration', () => {
    const { api } = makeClient();
    const missing = endpointList
      .filter(({ name }) => typeof (api as Record<string, unknown>)[name] !== 'function')
      .map(({ name, declaration }) => `E${declaration.e} ${name}`);
    expect(missing).toEqual([]);
    expect(endpointList.map(({ declaration }) => declaration.e)).toEqual(
      Array.from({ length: 57 }, (_, i) => i + 1),
    );
  });

  it('writes no declared API path as a string anywhere in src/', () => {
    const paths = [...new Set(endpointList.map(({ declaration }) => declaration.path))].filter(
      (p) => p !== '/{pollUrl}',
    );
    // a quoted literal that is a declared path, or starts with one followed by `/`, `?` or `{`
    const literal = new RegExp(
      `['"\`](${paths.map((p) => p.replace(/[{}]/g, '\\$&')).join('|')})(['"\`?/{])`,
    );
    const comment = /^\s*(\/\/|\/\*|\*)/;
    const found: string[] = [];
    for (const file of sourceFiles(join(root, 'src')))
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const m = comment.test(line) ? null : literal.exec(line);
          if (m) found.push(`${relative(root, file)}:${i + 1} ${m[1]}`);
        });
    expect(found).toEqual([]);
  });
});

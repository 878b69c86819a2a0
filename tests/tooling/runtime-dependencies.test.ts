/**
 * `dependencies` are what the shipped app needs; a package only the Node tools import (the HTTP
 * provider's express, the scripts) is a dev dependency (issue 22: express and
 * @mswjs/http-middleware were runtime dependencies used only by the Node provider). Reads the
 * bare imports of the app's source trees and of the Node-only files.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** What the browser bundle is built from (the embedded mock provider included). */
const APP_TREES = ['src', 'events', 'projections', 'devtools', 'fixtures'];
/** Files that run in Node only. */
const NODE_ONLY = /fixtures[\\/]provider[\\/](http-server|node)\.ts$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
}

/** The package a bare import names (`@scope/name/sub` → `@scope/name`), or null for a relative one. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

function importsOf(paths: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const path of paths) {
    const text = readFileSync(path, 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const name = packageOf(m[1] ?? '');
      if (name) found.add(name);
    }
  }
  return found;
}

const appFiles = APP_TREES.flatMap(files).filter((f) => !NODE_ONLY.test(f));
const nodeFiles = APP_TREES.flatMap(files).filter((f) => NODE_ONLY.test(f));

describe('runtime dependencies', () => {
  it('reads the imports of both sides', () => {
    expect(importsOf(nodeFiles)).toContain('express');
    expect(importsOf(appFiles)).toContain('react');
  });

  it('holds no package that only the Node-only files import', () => {
    const app = importsOf(appFiles);
    const nodeOnly = [...importsOf(nodeFiles)].filter((name) => !app.has(name));
    expect(nodeOnly.filter((name) => name in pkg.dependencies)).toEqual([]);
  });
});

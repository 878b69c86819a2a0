/**
 * Tiny source trees for the build tests: written to a fresh temporary folder per call and removed
 * after each test, so each test bundles an app shaped like ours without touching the repository.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';

/** Registers the clean-up and returns a writer of trees (path → source), each in its own folder. */
export function useSourceTrees(prefix: string): (files: Readonly<Record<string, string>>) => string {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });
  return (files) => {
    const root = mkdtempSync(join(tmpdir(), prefix));
    roots.push(root);
    for (const [file, code] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), code);
    }
    return root;
  };
}

/**
 * What a customer does in a view is an intent, so a live re-run plays it again (issue 21: the login
 * panel's "Log in" was a fact, and every re-run of a real order stopped at the login). Reads every
 * `dispatch('family/name'` in the views and checks the catalogue's kind; the few facts a view may
 * append are listed with the reason a re-run does not need them.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue, isEventType } from '../../events/catalogue/index';

const ROOTS = ['src/features', 'src/ui', 'src/app'];

/** Facts a view appends, and why a re-run needs no intent for them. */
const VIEW_FACTS: Record<string, string> = {
  'messages/subscribed': 'a mounted message area says which messages it shows; the re-run mounts it again',
  'messages/unsubscribed': 'the same area unmounted; the re-run unmounts it again',
  'migration/file-rejected': 'the file picker refused a file before any upload; a re-run cannot pick files',
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const dispatched = new Set(
  ROOTS.flatMap(sources).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/dispatch\(\s*'([a-z-]+\/[a-z-]+)'/g)].map((m) => m[1] ?? ''),
  ),
);

describe('what views dispatch', () => {
  it('finds the dispatches (the scan reads the views)', () => {
    expect(dispatched.size).toBeGreaterThan(40);
    expect(dispatched).toContain('ui/login-started');
  });

  it('is an intent of the catalogue, or a listed view fact', () => {
    const wrong = [...dispatched].filter(
      (type) => !isEventType(type) || (catalogue[type].kind !== 'intent' && !(type in VIEW_FACTS)),
    );
    expect(wrong).toEqual([]);
  });
});

/**
 * The lint stage's check that comments and documents name only files that exist, each name one file
 * (scripts/check-comment-paths.mjs, issues 25 and 32): a renamed file left behind in a comment or a
 * doc fails it, a bare name several files share fails with its candidates, a name in code or a URL
 * does not count.
 */
import { describe, expect, it } from 'vitest';
import {
  describe as describeFinding,
  missingDocNames,
  missingNames,
  repositoryOf,
  staleCommentNames,
} from '../../scripts/check-comment-paths.mjs';

// Comment markers are put together at run time, so this file's own strings are not comments.
const OPEN = '/' + '**';
const CLOSE = ' *' + '/';
const LINE = '/' + '/';

const files = [
  'src/effects/cart/queue.ts',
  'src/effects/cart/commands.ts',
  'src/effects/payment/commands.ts',
  'docs/architecture.md',
  'docs/decisions/036-feature-map.md',
];
const folders = new Set(['src', 'src/effects', 'src/effects/cart', 'docs', 'docs/decisions']);
const repository = repositoryOf(files, (path: string) => files.includes(path) || folders.has(path));

describe('comments that name files', () => {
  it('finds a renamed file named in a comment, by bare name or by path, on its line', () => {
    const source = [
      OPEN,
      ' * Runs the commands; the queue in cart-queue.ts decides when (and queue.ts is fine).',
      CLOSE,
      `import { x } from './cart-queue.ts'; ${LINE} see src/effects/cart/old-queue.ts`,
    ].join('\n');
    expect(missingNames('src/effects/cart/command.ts', source, repository)).toEqual([
      { name: 'cart-queue.ts', line: 2, problem: 'missing' },
      { name: 'src/effects/cart/old-queue.ts', line: 4, problem: 'missing' },
    ]);
  });

  it('reads paths from the file or from the root, and skips URLs, patterns and code', () => {
    const source = [
      `${LINE} ./queue.ts and src/effects/cart/queue.ts exist; https://example.com/missing.ts is a URL`,
      `${LINE} each feature's src/effects/<feature>/core.ts is a pattern, not a file`,
      "const name = 'missing.ts';",
    ].join('\n');
    expect(missingNames('src/effects/cart/commands.ts', source, repository)).toEqual([]);
  });

  it('passes a bare name only one file has', () => {
    expect(missingNames('src/effects/cart/commands.ts', `${LINE} the queue (queue.ts)`, repository)).toEqual(
      [],
    );
  });

  it('fails a bare name several files share, naming the files it could mean', () => {
    const [finding, ...rest] = missingNames(
      'src/effects/cart/queue.ts',
      `${LINE} see commands.ts`,
      repository,
    );
    expect(rest).toEqual([]);
    expect(finding).toEqual({
      name: 'commands.ts',
      line: 1,
      problem: 'ambiguous',
      candidates: ['src/effects/cart/commands.ts', 'src/effects/payment/commands.ts'],
    });
    const message = describeFinding({ file: 'src/effects/cart/queue.ts', ...finding! });
    expect(message).toContain('src/effects/cart/commands.ts');
    expect(message).toContain('src/effects/payment/commands.ts');
  });

  it('passes a partial path that ends only one file, and fails one that ends several', () => {
    expect(missingNames('src/a.ts', `${LINE} cart/commands.ts`, repository)).toEqual([]);
    expect(missingNames('src/a.ts', `${LINE} effects/commands.ts`, repository)).toEqual([
      { name: 'effects/commands.ts', line: 1, problem: 'missing' },
    ]);
  });
});

describe('documents that name files', () => {
  it('fails a stale path in a code span, read from the root', () => {
    const doc = [
      '# Effects',
      '',
      'The queue is `src/effects/cart/old-queue.ts`; the commands are in',
      '`src/effects/cart/commands.ts`.',
    ].join('\n');
    expect(missingDocNames('docs/architecture.md', doc, repository)).toEqual([
      { name: 'src/effects/cart/old-queue.ts', line: 3, problem: 'missing' },
    ]);
  });

  it("reads a link's target from the document's folder, and fails one that points nowhere", () => {
    const doc = [
      'See [the map](decisions/036-feature-map.md) and [the old one](decisions/035-gone.md#why),',
      'and [the web](https://example.com/x.md).',
    ].join('\n');
    expect(missingDocNames('docs/architecture.md', doc, repository)).toEqual([
      { name: 'decisions/035-gone.md', line: 1, problem: 'missing' },
    ]);
  });

  it('fails a bare name several files share in a document', () => {
    expect(missingDocNames('docs/architecture.md', 'registered by `commands.ts`', repository)).toMatchObject([
      { name: 'commands.ts', problem: 'ambiguous' },
    ]);
  });
});

describe("the repository's own references", () => {
  it('each name one file that exists, in comments and in docs', () => {
    expect(staleCommentNames()).toEqual([]);
  });
});

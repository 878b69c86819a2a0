/**
 * The lint stage's check that comments name only files that exist (scripts/check-comment-paths.mjs,
 * issue 25): a renamed file left behind in a comment fails it, a name in code or a URL does not.
 */
import { describe, expect, it } from 'vitest';
import { missingNames, staleCommentNames } from '../../scripts/check-comment-paths.mjs';

// Comment markers are put together at run time, so this file's own strings are not comments.
const OPEN = '/' + '**';
const CLOSE = ' *' + '/';
const LINE = '/' + '/';

const files = new Set(['src/effects/cart/queue.ts', 'src/effects/cart/commands.ts']);
const exists = (path: string) => files.has(path.replace(/^\.\//, ''));
const basenames = new Set(['queue.ts', 'commands.ts']);

describe('comments that name files', () => {
  it('finds a renamed file named in a comment, by bare name or by path, on its line', () => {
    const source = [
      OPEN,
      ' * Runs the commands; the queue in cart-queue.ts decides when (and queue.ts is fine).',
      CLOSE,
      `import { x } from './cart-queue.ts'; ${LINE} see src/effects/cart/old-queue.ts`,
    ].join('\n');
    expect(missingNames('src/effects/cart/commands.ts', source, exists, basenames)).toEqual([
      { name: 'cart-queue.ts', line: 2 },
      { name: 'src/effects/cart/old-queue.ts', line: 4 },
    ]);
  });

  it('reads paths from the file or from the root, and skips URLs and code', () => {
    const source = [
      `${LINE} ./queue.ts and src/effects/cart/queue.ts exist; https://example.com/missing.ts is a URL`,
      "const name = 'missing.ts';",
    ].join('\n');
    expect(
      missingNames(
        'src/effects/cart/commands.ts',
        source,
        (p) => exists(p) || p === 'src/effects/cart/queue.ts',
        basenames,
      ),
    ).toEqual([]);
  });

  it("holds for the repository's own comments", () => {
    expect(staleCommentNames()).toEqual([]);
  });
});

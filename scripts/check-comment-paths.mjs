/**
 * `npm run lint` (after ESLint): fails when a comment in the code names a repository file that does
 * not exist, so renames do not leave comments pointing nowhere (issue 25: ten stale names after the
 * feature map). A name with a folder (`src/effects/cart/queue.ts`, `../shared/design.md`) must exist
 * from the repository root or from the commenting file; a bare file name (`queue.ts`) must be the
 * name of some file of the repository. Only comments are read, and only names with an extension of
 * ours; names of packages' files and generated files are listed in ELSEWHERE.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = [
  'src',
  'events',
  'projections',
  'devtools',
  'fixtures',
  'tests',
  'e2e',
  'bench',
  'scripts',
];
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'test-results']);
const CODE = /\.(ts|tsx|mjs|js|css)$/;
/**
 * Files a comment may name that are not in the repository: the shared documents beside it
 * (`../shared/`), files generated at build or test time.
 */
const ELSEWHERE = new Set([
  'design.md',
  'product-spec.md',
  'api-contract.md',
  'mockServiceWorker.js',
  'meta.json',
  'csp.txt',
  'playwright.json',
  'vitest.json',
]);
const NAME = /(?:\.{1,2}\/|[\w@-]+\/)*[\w.-]*[\w-]\.(?:tsx?|mjs|js|css|md|json)\b/g;

/** Every file under the source folders (and the root's own files), as paths from the root. */
function filesOf(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name) || entry.name.startsWith('dist-')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesOf(path, out);
    else out.push(relative(ROOT, path));
  }
  return out;
}

/** The comments of a source file: `//` lines and `/* … *\/` blocks (strings are not comments). */
export function commentsOf(source) {
  const comments = [];
  const pattern = /\/\*[\s\S]*?\*\/|(?<![:'"`\w])\/\/[^\n]*/g;
  for (const match of source.matchAll(pattern)) {
    const line = source.slice(0, match.index).split('\n').length;
    comments.push({ text: match[0], line });
  }
  return comments;
}

/** The names in the comments of `file` that point nowhere, with their line. */
export function missingNames(file, source, exists, knownBasenames) {
  const missing = [];
  for (const { text, line } of commentsOf(source)) {
    for (const match of text.matchAll(NAME)) {
      const name = match[0];
      // The whitespace-delimited word the name is in: a URL's path or a package's file is not ours.
      const start = (match.index ?? 0) - (/\S*$/.exec(text.slice(0, match.index))?.[0].length ?? 0);
      const word = text.slice(start, (match.index ?? 0) + name.length);
      const skipped = word.includes('://') || /^[\w.-]*@/.test(word) || basename(name).startsWith('.');
      if (skipped || ELSEWHERE.has(basename(name))) continue;
      const found = name.includes('/')
        ? exists(name.replace(/^\.?\//, '')) || exists(join(dirname(file), name)) || exists(join('..', name))
        : knownBasenames.has(name);
      if (!found) missing.push({ name, line: line + text.slice(0, match.index).split('\n').length - 1 });
    }
  }
  return missing;
}

/** Every comment of the repository's code that names a file that does not exist. */
export function staleCommentNames() {
  const files = [
    ...readdirSync(ROOT).filter((name) => CODE.test(name) && statSync(join(ROOT, name)).isFile()),
    ...SOURCE_DIRS.flatMap((dir) => filesOf(join(ROOT, dir))),
  ];
  const all = [...filesOf(ROOT)];
  const knownBasenames = new Set(all.map((file) => basename(file)));
  const exists = (path) => existsSync(join(ROOT, path));
  return files
    .filter((name) => CODE.test(name))
    .flatMap((file) =>
      missingNames(file, readFileSync(join(ROOT, file), 'utf8'), exists, knownBasenames).map((found) => ({
        file,
        ...found,
      })),
    );
}

function main() {
  const stale = staleCommentNames();
  for (const { file, line, name } of stale)
    console.error(`${file}:${line}: the comment names ${name}, which does not exist`);
  if (stale.length > 0) {
    console.error(`${stale.length} comment(s) name files that do not exist`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

/**
 * `npm run lint` (after ESLint): fails when a comment in the code or a page of the documentation
 * (`docs/**` and the root's Markdown files) names a repository file that does not exist, so renames
 * do not leave references pointing nowhere (issue 25: ten stale names after the feature map; issue
 * 32: the documentation too, and bare names that could never fail). A name with a folder
 * (`src/effects/cart/queue.ts`, `../shared/design.md`) must exist: in code from the repository root
 * or from the commenting file, in a document's code spans from the root and in its links
 * (`[x](path)`) from the document's folder; a folder name that is not a path from there passes when
 * exactly one file's path ends with it (`cart/queue.ts`). A bare file name (`queue.ts`) passes only
 * when exactly one file of the repository has that name; a shared name fails with its candidates.
 * Only names with an extension of ours are read; names of packages' files and generated files are
 * listed in ELSEWHERE.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'test-results', 'playwright-report']);
const CODE = /\.(ts|tsx|mjs|js|css)$/;
const DOC = /\.md$/;
/**
 * Files a comment may name that are not in the repository: the shared documents beside it
 * (`../shared/`), files generated at build or test time, and files the app writes for a developer
 * (a report's `session.json` attachment).
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
  'session.json',
]);
const NAME = /(?:\.{1,2}\/|[\w@-]+\/)*[\w.-]*[\w-]\.(?:tsx?|mjs|js|css|md|json)\b/g;

/** Every file of the repository (tracked or not ignored), as paths from the root. */
function repositoryFiles() {
  try {
    const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 10_000,
    });
    return listed.split('\0').filter((path) => path !== '' && existsSync(join(ROOT, path)));
  } catch {
    return filesOf(ROOT);
  }
}

/** Every file under `dir` but the skipped folders (when git is not there to list them). */
function filesOf(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name) || entry.name.startsWith('dist-')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesOf(path, out);
    else out.push(relative(ROOT, path));
  }
  return out;
}

/**
 * What the checks know of the repository: whether a path from the root exists (file or folder),
 * and the paths of the files that have a name or end with a partial path.
 */
export function repositoryOf(paths, exists = (path) => existsSync(join(ROOT, path))) {
  const byName = new Map();
  for (const path of paths) {
    const name = basename(path);
    byName.set(name, [...(byName.get(name) ?? []), path]);
  }
  return {
    exists,
    named: (name) => byName.get(name) ?? [],
    endingWith: (tail) => (byName.get(basename(tail)) ?? []).filter((path) => path.endsWith(`/${tail}`)),
  };
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

/**
 * What is wrong with a name (`undefined` when it names one file): `missing`, or `ambiguous` with the
 * files it could mean. `bases` are the folders (from the root) a name with a folder is read from.
 */
function problemOf(name, bases, repository) {
  if (!name.includes('/')) {
    const candidates = repository.named(name);
    if (candidates.length === 1) return undefined;
    return candidates.length === 0 ? { problem: 'missing' } : { problem: 'ambiguous', candidates };
  }
  if (bases.some((base) => repository.exists(normalize(join(base, name))))) return undefined;
  if (name.startsWith('.')) return { problem: 'missing' };
  const candidates = repository.endingWith(name);
  if (candidates.length === 1) return undefined;
  return candidates.length === 0 ? { problem: 'missing' } : { problem: 'ambiguous', candidates };
}

/** The problems of the file names in `text` (a comment, or a document), with their line. */
function namesIn(text, firstLine, bases, repository) {
  const found = [];
  for (const match of text.matchAll(NAME)) {
    const name = match[0];
    const at = match.index ?? 0;
    // The whitespace-delimited word the name is in: a URL's path or a package's file is not ours.
    const word = text.slice(at - (/\S*$/.exec(text.slice(0, at))?.[0].length ?? 0), at + name.length);
    const bare = word.replace(/^[^\w@.]+/, '');
    // A name right after a `/` ends a pattern (`projections/<feature>/model.ts`) or a URL's path.
    const skipped =
      word.includes('://') ||
      /^[\w.-]*@/.test(bare) ||
      basename(name).startsWith('.') ||
      text[at - 1] === '/';
    if (skipped || ELSEWHERE.has(basename(name))) continue;
    const problem = problemOf(name, bases, repository);
    if (problem) found.push({ name, line: firstLine + text.slice(0, at).split('\n').length - 1, ...problem });
  }
  return found;
}

/** The names in the comments of `file` that do not name one file, with their line. */
export function missingNames(file, source, repository) {
  return commentsOf(source).flatMap(({ text, line }) =>
    namesIn(text, line, ['', dirname(file), '..'], repository),
  );
}

/**
 * The names in the document `file` (Markdown) that do not name one file, with their line: a link's
 * target is read from the document's folder (anchors and URLs aside), every other name from the root.
 */
export function missingDocNames(file, source, repository) {
  const found = [];
  const link = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
  for (const match of source.matchAll(link)) {
    const target = (match[1] ?? '').replace(/#.*$/, '');
    if (target === '' || /^[a-z][\w+.-]*:/i.test(target)) continue;
    const path = normalize(join(dirname(file), decodeURI(target)));
    if (ELSEWHERE.has(basename(path)) || repository.exists(path)) continue;
    found.push({ name: target, line: source.slice(0, match.index).split('\n').length, problem: 'missing' });
  }
  // The link targets are blanked (same length, same lines) so they are not read again from the root.
  const rest = source.replace(link, (whole) =>
    whole.replace(/\(.*\)$/s, (inner) => ' '.repeat(inner.length)),
  );
  return [...found, ...namesIn(rest, 1, [''], repository)].sort((a, b) => a.line - b.line);
}

/** Every comment of the repository's code and every document that names no file or more than one. */
export function staleCommentNames() {
  const paths = repositoryFiles();
  const repository = repositoryOf(paths);
  const read = (file) => readFileSync(join(ROOT, file), 'utf8');
  const isDoc = (file) => DOC.test(file) && (file.startsWith('docs/') || !file.includes('/'));
  return [
    ...paths
      .filter((file) => CODE.test(file))
      .flatMap((file) => missingNames(file, read(file), repository).map((found) => ({ file, ...found }))),
    ...paths
      .filter(isDoc)
      .flatMap((file) => missingDocNames(file, read(file), repository).map((found) => ({ file, ...found }))),
  ];
}

/** The line a finding prints: where, what, and the files a shared name could mean. */
export function describe({ file, line, name, problem, candidates }) {
  return problem === 'ambiguous'
    ? `${file}:${line}: ${name} could be any of ${candidates.join(', ')}; write enough of its path to name one`
    : `${file}:${line}: ${name} names no file of the repository`;
}

function main() {
  const stale = staleCommentNames();
  for (const finding of stale) console.error(describe(finding));
  if (stale.length > 0) {
    console.error(`${stale.length} file name(s) in comments or documents name no file or more than one`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

/**
 * No import circles among our own modules (issue 25): every .ts/.tsx file under src/, events/,
 * projections/, devtools/ and fixtures/ is parsed with TypeScript, its static `import … from` and
 * `export … from` declarations are resolved (relative paths only: the file itself, `.ts`, `.tsx`,
 * or a folder's index file of either; packages and other files are not ours), and the graph's strongly
 * connected components (Tarjan) must all be single modules. Type-only imports (`import type`,
 * `export type … from`) count as edges: every circle this test found when it was written ran
 * through one, and a circle of types still means neither module can be read, or moved, without the
 * other. A dynamic `import()` is no edge: it loads the other module lazily, after both are evaluated
 * (that is how src/ reaches devtools/). The failure names each circle as a path, `a → b → a`.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { useSourceTrees } from './support/source-tree';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROOTS = ['src', 'events', 'projections', 'devtools', 'fixtures'];
const SOURCE = /\.tsx?$/;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The module specifiers of a file's static imports and re-exports (type-only ones included). */
function staticSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    )
      specifiers.push(statement.moduleSpecifier.text);
  }
  return specifiers;
}

/** Each of our files (relative to `root`) with the files of ours it imports statically. */
function importGraph(root: string): Map<string, string[]> {
  const files = ROOTS.flatMap((dir) => sourceFiles(join(root, dir)));
  const ours = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of staticSpecifiers(file)) {
      if (!specifier.startsWith('.')) continue;
      const base = resolve(dirname(file), specifier);
      const target = EXTENSIONS.map((ext) => base + ext).find((path) => ours.has(path));
      if (target) targets.add(relative(root, target));
    }
    graph.set(relative(root, file), [...targets].sort());
  }
  return graph;
}

/** The strongly connected components of more than one module, or of one that imports itself. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/**
 * One circle through the component's first module, as `a → b → a` (breadth first: a shortest one),
 * and the component's other modules, which a longer circle goes through.
 */
function circlePath(graph: ReadonlyMap<string, readonly string[]>, component: readonly string[]): string {
  const members = new Set(component);
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  search: for (let i = 0; i < queue.length; i += 1) {
    const node = queue[i]!;
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to) || cameFrom.has(to)) continue;
      cameFrom.set(to, node);
      if (to === start) break search;
      queue.push(to);
    }
  }
  const between: string[] = [];
  for (let node = cameFrom.get(start)!; node !== start; node = cameFrom.get(node)!) between.unshift(node);
  const others = component.filter((module) => module !== start && !between.includes(module));
  const path = [start, ...between, start].join(' → ');
  return others.length > 0 ? `${path} (also in this circle: ${others.join(', ')})` : path;
}

/** Every import circle among the files under `root`, each as a path. */
function importCircles(root: string): string[] {
  const graph = importGraph(root);
  return circles(graph).map((component) => circlePath(graph, component));
}

describe('import circles', () => {
  const tree = useSourceTrees('import-circles-');

  it('finds a circle, through a type-only import and an index file, and names its path and other members', () => {
    const root = tree({
      'src/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'src/b/index.ts': "import { c } from '../c';\nimport { e } from '../e';\nexport const b = [c, e];\n",
      'src/c.tsx': "import type { A } from './a';\nexport const c = 1 as A;\n",
      'src/d.ts': "export { a } from './a';\n",
      'src/e.ts': "import { a } from './a';\nexport const e = a;\n",
    });
    expect(importCircles(root)).toEqual([
      'src/a.ts → src/b/index.ts → src/c.tsx → src/a.ts (also in this circle: src/e.ts)',
    ]);
  });

  it('finds a re-export circle across folders, and a module importing itself', () => {
    const root = tree({
      'devtools/x.ts': "export * from '../fixtures/y';\nexport const x = 1;\n",
      'fixtures/y.ts': "export { x } from '../devtools/x';\n",
      'events/self.ts': "import './self';\n",
    });
    expect(importCircles(root).sort()).toEqual([
      'devtools/x.ts → fixtures/y.ts → devtools/x.ts',
      'events/self.ts → events/self.ts',
    ]);
  });

  it('does not count a dynamic import() or a package as an edge', () => {
    const root = tree({
      'src/a.ts': "import { b } from './b';\nimport { map } from 'rxjs';\nexport const a = [b, map];\n",
      'src/b.ts': "export const b = () => import('./a');\n",
    });
    expect(importCircles(root)).toEqual([]);
  });

  it('finds none among our own modules', () => {
    const graph = importGraph(REPO);
    expect(graph.size).toBeGreaterThan(500);
    expect(importCircles(REPO)).toEqual([]);
  });
});

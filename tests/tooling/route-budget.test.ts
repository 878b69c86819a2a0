/**
 * The per-route budget check (scripts/build/route-budget.mjs, run by scripts/check-budget.mjs in
 * `npm test`): which files count for a route, and what a route over its budget prints.
 */
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { checkBudgets, routeFiles } from '../../scripts/build/route-budget.mjs';

type Output = Metafile['outputs'][string];
const output = (extra: Partial<Output>): Output => ({
  imports: [],
  exports: [],
  inputs: {},
  bytes: 0,
  ...extra,
});
const input = (bytesInOutput: number) => ({ bytesInOutput });

const METAFILE: Metafile = {
  inputs: {},
  outputs: {
    'dist/main.js': output({
      entryPoint: 'src/main.tsx',
      imports: [{ path: 'dist/chunks/boot.js', kind: 'dynamic-import' }],
      inputs: { 'src/main.tsx': input(100) },
    }),
    'dist/chunks/boot.js': output({
      imports: [{ path: 'dist/chunks/shared.js', kind: 'import-statement' }],
      inputs: { 'src/boot/boot.tsx': input(200) },
    }),
    'dist/chunks/shared.js': output({ inputs: { 'node_modules/react-dom/index.js': input(5000) } }),
    'dist/chunks/cart-page.js': output({
      entryPoint: 'lazy-entry:src/features/cart/cart-page.tsx',
      imports: [
        { path: 'dist/chunks/shared.js', kind: 'import-statement' },
        { path: 'dist/chunks/cart-bits.js', kind: 'import-statement' },
        { path: 'dist/chunks/drawer.js', kind: 'dynamic-import' },
      ],
      inputs: { 'src/features/cart/cart-page.tsx': input(300) },
    }),
    'dist/chunks/cart-bits.js': output({ inputs: { 'projections/cart/fold.ts': input(400) } }),
    'dist/chunks/drawer.js': output({ inputs: { 'src/features/cart/drawer.tsx': input(900) } }),
    'dist/chunks/order-page.js': output({ entryPoint: 'lazy-entry:src/features/order/order-page.tsx' }),
  },
};

describe('the files a route loads before its first screen', () => {
  it('are the entry with its boot stages and the page with what it imports statically, not what it loads later', () => {
    expect(routeFiles(METAFILE, 'src/features/cart/cart-page.tsx').sort()).toEqual([
      'dist/chunks/boot.js',
      'dist/chunks/cart-bits.js',
      'dist/chunks/cart-page.js',
      'dist/chunks/shared.js',
      'dist/main.js',
    ]);
  });

  it('cannot be measured for a page that is no longer a chunk of its own, and says so', () => {
    expect(() => routeFiles(METAFILE, 'src/features/gone/gone-page.tsx')).toThrow(/no chunk for/);
  });
});

describe('a route against its budget', () => {
  const baseline = { checkout: { gzip: 100 * 1024, groups: { 'react-dom': 5000, 'src/features': 300 } } };

  it('passes within its budget and says by how much it moved against the baseline', () => {
    const figures = [{ route: 'checkout', gzip: 101 * 1024, groups: { 'react-dom': 5000 } }];
    const { over, lines } = checkBudgets(figures, { checkout: 115 }, baseline);
    expect(over).toBe(false);
    expect(lines).toEqual([
      expect.stringMatching(/^ok +checkout +101\.0 kB gzip, budget 115 kB \(\+1\.0 kB/),
    ]);
  });

  it('fails above its budget and prints its largest contributors and what grew since the baseline', () => {
    const figures = [
      {
        route: 'checkout',
        gzip: 120 * 1024,
        groups: { 'react-dom': 5000, 'src/features': 1324, '@faker-js/faker': 40960 },
      },
    ];
    const { over, lines } = checkBudgets(figures, { checkout: 115 }, baseline);
    expect(over).toBe(true);
    const report = lines.join('\n');
    expect(report).toMatch(
      /OVER checkout +120\.0 kB gzip, budget 115 kB \(\+20\.0 kB against the baseline\)/,
    );
    expect(report).toMatch(/largest[^\n]*\n +40\.0 kB +@faker-js\/faker\n +4\.9 kB +react-dom/);
    expect(report).toMatch(
      /grown since the baseline[^\n]*\n +\+40\.0 kB +@faker-js\/faker\n +\+1\.0 kB +src\/features$/,
    );
  });
});

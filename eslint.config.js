/**
 * Lint rules of the project (ESLint flat config): typescript-eslint's recommended set (not type-checked,
 * to stay fast), accessibility of JSX, the rules of hooks, and the layering of design.md enforced by
 * eslint-plugin-boundaries, so an import across a forbidden arrow fails `npm run lint`. Inside src/,
 * views (src/features/, src/ui/, src/app/) never import effects (src/effects/): what both need
 * (element ids, the secret vault, the upload shelf, stored JSON) lives in src/shared/, which imports
 * neither; and one feature's views (src/features/<feature>/) import another feature's only through
 * src/ui/.
 */
import vitest from '@vitest/eslint-plugin';
import boundaries from 'eslint-plugin-boundaries';
import playwright from 'eslint-plugin-playwright';
import testingLibrary from 'eslint-plugin-testing-library';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * One element per top-level folder; the whole folder is one element (imports inside it are free),
 * but src/, whose parts below are elements of their own (matched first); `src` is the rest of it
 * (boot, router, store, API client, i18n, validation…).
 */
const ELEMENTS = [
  'events',
  'projections',
  'src',
  'devtools',
  'fixtures',
  'locales',
  'tests',
  'e2e',
  'bench',
  'scripts',
];

/** The parts of src/ matched before `src`: effects, views (feature: src/features/<feature>/) and shared. */
const SRC_PARTS = [
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'effects', pattern: 'src/effects' },
  { type: 'views', pattern: 'src/ui' },
  { type: 'views', pattern: 'src/app' },
  { type: 'shared', pattern: 'src/shared' },
];
/** What views (src/features/, src/ui/, src/app/) see: every part of src/ but effects. */
const VIEW_SEES = ['events', 'projections', 'src', 'views', 'feature', 'shared', 'fixtures', 'locales'];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const from = (type) => ({ element: { type } });

/** The arrows of design.md. Default is disallow; a later policy overrides an earlier one. */
const LAYER_POLICIES = [
  { from: from('events'), allow: to('events') },
  { from: from('projections'), allow: to('events', 'projections') },
  // src/ and its effects see every part of src/ (boot starts the effects, the router composes features).
  ...['src', 'effects'].map((type) => ({
    from: from(type),
    allow: to('events', 'projections', ...SRC_PARTS.map((part) => part.type), 'src', 'fixtures', 'locales'),
  })),
  // Views see the same layers as src/ but effects: they only read the state and emit intents.
  ...['views', 'feature'].map((type) => ({ from: from(type), allow: to(...VIEW_SEES) })),
  // The one exception: src/ reaches the developer console only through a lazy `import()`.
  ...['src', 'effects', 'views', 'feature'].map((type) => ({
    from: from(type),
    allow: { ...to('devtools'), dependency: { nodeKind: 'dynamic-import' } },
  })),
  ...['views', 'feature'].map((type) => ({
    from: from(type),
    disallow: to('effects'),
    message:
      'Views (src/features, src/ui, src/app) may not import effects (src/effects): move what both need into src/shared/',
  })),
  // What views and effects share sits below both: it imports neither.
  { from: from('shared'), allow: to('events', 'projections', 'shared') },
  { from: from('fixtures'), allow: to('events', 'fixtures') },
  // A feature imports another feature's views only through src/ui/ (bulletproof-react's zones).
  {
    from: from('feature'),
    disallow: to('feature'),
    message:
      'src/features/{{ from.element.captured.feature }} may not import src/features/{{ to.element.captured.feature }}: share views through src/ui/',
  },
  {
    from: from('feature'),
    allow: {
      to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
    },
  },
  ...['devtools', 'tests', 'e2e', 'bench', 'scripts'].map((type) => ({
    from: from(type),
    allow: to(...ELEMENTS, ...SRC_PARTS.map((part) => part.type)),
  })),
];

/** Packages (npm or node:) are free for every layer but events/, which may use only zod and rxjs. */
const PACKAGE_POLICIES = [
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  {
    from: from('events'),
    disallow: { to: { module: { origin: ['external', 'core'] } } },
    message: 'events/ may import only zod and rxjs (design.md)',
  },
  { from: from('events'), allow: { to: { module: { origin: 'external', source: ['zod', 'rxjs'] } } } },
];

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'public/mockServiceWorker.js',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
    ],
  },
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^zod/] > ImportSpecifier[imported.name="z"]',
          message: "Use `import * as z from 'zod'` (or 'zod/mini').",
        },
      ],
    },
  },
  // Code that ends up in the browser bundle uses zod/mini: full zod in any chunk, even a lazy one, puts
  // its share of zod's core into the initial JS (esbuild splits by file). English messages come from
  // zod's own locale module (events/contract/zod-locale.ts). tests/ may use full zod.
  {
    files: ['events/**', 'src/**', 'projections/**', 'fixtures/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/(?!mini$|v4/locales/).*)?$',
              message:
                "Use `import * as z from 'zod/mini'` here: full zod costs the initial JS of every page (docs/decisions/005-zod-mini.md).",
            },
          ],
        },
      ],
    },
  },
  // Storage is a port that can fail (docs/decisions/042): the app reaches the browser's storage only
  // through src/boot/browser-storage.ts, whose port a blocked or full storage never breaks.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/boot/browser-storage.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage'].map((name) => ({
          name,
          message:
            'Use the storage port (src/boot/browser-storage.ts, decision 042): the browser may refuse it.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['localStorage', 'sessionStorage'].map((property) => ({
          property,
          message:
            'Use the storage port (src/boot/browser-storage.ts, decision 042): the browser may refuse it.',
        })),
      ],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // Only where React code lives: test helpers (`useServer`) and Playwright fixtures (`use`) are not hooks.
  { files: ['src/**/*.{ts,tsx}', 'devtools/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        // The parts of src/ (one feature's views: src/features/<feature>/): matched before `src`.
        ...SRC_PARTS.map((part) => ({ ...part, partialMatch: false })),
        ...ELEMENTS.map((type) => ({ type, pattern: type, partialMatch: false })),
      ],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', checkAllOrigins: true, policies: [...PACKAGE_POLICIES, ...LAYER_POLICIES] },
      ],
    },
  },
  // Typed rules where promises carry the work (effects, the API client, boot, the console): a
  // promise nobody awaits or handles, or one handed where a void callback is expected, is an error.
  {
    files: ['src/**/*.{ts,tsx}', 'devtools/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // The test runners' own rules: Playwright's recommended set for the journeys, Vitest's for the
  // unit tests, Testing Library's for component tests, minus what this suite does on purpose.
  {
    files: ['e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // Outcomes assert through their own `expectOutcome` (e2e/helpers/outcomes.ts); `expect` is known.
      'playwright/expect-expect': ['error', { assertFunctionNames: ['expectOutcome'] }],
      // Journeys per company or outcome branch on what that company offers, by design.
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      // `expect(value, 'what it is')`: the message names the case in table-driven tests.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // Property tests assert through fast-check.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'fc.assert'] }],
      // An expect after narrowing (`if (result.ok) expect(result.value)…`, the result's `ok` asserted
      // just before) or in a table of rules (`if (min > 1) …`) is not a test that cannot fail.
      'vitest/no-conditional-expect': 'off',
    },
  },
  {
    files: ['tests/**/*.tsx'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Naming a render's result `r` or `view` is this suite's habit, not a defect.
      'testing-library/render-result-naming-convention': 'off',
      // Some tests assert on structure a customer cannot query by role (a row's class, an element id
      // the scroll targets use); queries by role stay the rule (jsx-a11y keeps the markup queryable).
      'testing-library/no-node-access': 'off',
      'testing-library/no-container': 'off',
      // Vitest runs without globals, so Testing Library cannot clean up by itself: the suite does.
      'testing-library/no-manual-cleanup': 'off',
    },
  },
);

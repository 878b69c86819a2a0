/**
 * The project's ESLint config without its typed rules, for tests that lint probe files which no
 * tsconfig includes (a throwaway folder tree, or text linted under a made-up path): the typed rules
 * (eslint.config.js, no-floating-promises) need each file in a TypeScript project, and would turn
 * every probe into a parsing error instead of the rule the test is about.
 */
import type { Linter } from 'eslint';

export const WITHOUT_TYPED_RULES: Linter.Config = {
  languageOptions: { parserOptions: { projectService: false } },
  rules: {
    '@typescript-eslint/no-floating-promises': 'off',
    '@typescript-eslint/no-misused-promises': 'off',
  },
};

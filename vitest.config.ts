/**
 * Vitest runs the fast tests in tests/: Node environment by default (component tests opt into
 * happy-dom with a `// @vitest-environment happy-dom` comment), worker threads on every core, and a
 * timeout generous enough for a loaded two-core CI machine but short enough to surface a hung test.
 * The setup file adds jest-dom's matchers to `expect`.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __MODE__: JSON.stringify('development'), __BUILD_ID__: JSON.stringify('test') },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/support/vitest-setup.ts'],
    pool: 'threads',
    // Every core, not Vitest's default of one fewer: on two cores that is one worker, which left a
    // core idle (194 s against 130 s on a quiet machine; decision 074).
    maxWorkers: '100%',
    testTimeout: 10_000,
    hookTimeout: 20_000,
  },
});

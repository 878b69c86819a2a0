/**
 * Vitest runs the fast tests in tests/: Node environment by default (component tests opt into happy-dom
 * with a `// @vitest-environment happy-dom` comment), worker threads, and a timeout generous enough for
 * a loaded two-core CI machine but short enough to surface a hung test. The setup file adds jest-dom's
 * matchers to `expect`.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __MODE__: JSON.stringify('development'), __BUILD_ID__: JSON.stringify('test') },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/support/vitest-setup.ts'],
    pool: 'threads',
    testTimeout: 10_000,
    hookTimeout: 20_000,
  },
});

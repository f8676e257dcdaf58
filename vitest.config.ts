import { defineConfig } from 'vitest/config';

// Unit tests (pure rules, web logic) and API integration tests. The browser suite has its own
// config in e2e/ because it needs the built app and one Chromium shared by the whole run.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'writing-assistant',
          include: ['packages/writing-assistant/test/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // Pure logic tests (*.test.ts) run in Node; component tests (*.test.tsx) declare
        // `@vitest-environment happy-dom`, and setup.ts adds what happy-dom lacks for Mantine.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: [
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'scripts/lib/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

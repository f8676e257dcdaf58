import { defineConfig } from 'vitest/config';
import { WEB_TEST_FILES_WITH_MODULE_MOCKS } from './apps/web/src/test/module-mock-files.ts';

const WEB_TESTS = ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'];
const WEB_TESTS_WITH_MODULE_MOCKS = WEB_TEST_FILES_WITH_MODULE_MOCKS.map(
  (file) => `apps/web/${file}`,
);

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
        // The files share one module graph (isolate: false): importing React, Mantine and the
        // app's modules once instead of once per file makes the project ~3× faster. setup.ts
        // cleans the DOM, stubs and storage after every test.
        test: {
          name: 'web',
          include: WEB_TESTS,
          exclude: WEB_TESTS_WITH_MODULE_MOCKS,
          setupFiles: ['apps/web/src/test/setup.ts'],
          isolate: false,
        },
      },
      {
        // A `vi.mock` replaces a module only for a file that loads it fresh: these files keep
        // their own module graph.
        test: {
          name: 'web-isolated',
          include: WEB_TESTS_WITH_MODULE_MOCKS,
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

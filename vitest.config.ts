import { defineConfig } from 'vitest/config';
import { WEB_TEST_FILES_WITH_MODULE_MOCKS } from './apps/web/src/test/module-mock-files.ts';

const WEB_TESTS = ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'];
/** A web test's limit on a busy CI machine (see asyncUtilTimeout in apps/web/src/test/setup.ts). */
const WEB_TEST_TIMEOUT_MS = 20_000;
const WEB_TESTS_WITH_MODULE_MOCKS = WEB_TEST_FILES_WITH_MODULE_MOCKS.map(
  (file) => `apps/web/${file}`,
);

// Unit tests (pure rules, web logic) and API integration tests. The browser suite has its own
// config in e2e/ because it needs the built app and one Chromium shared by the whole run.
// Test files of a project share one module graph (isolate: false) unless they mock modules:
// starting a fresh worker and importing the server (or React and Mantine) for every file was most
// of the suite's time (15 API files: 305–351 s isolated against 93–96 s shared, same machine and
// hour). Each API file opens its own app and database; none stubs globals, the environment or
// timers (apps/server/test/shared-module-graph.test.ts keeps it so).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'writing-assistant',
          include: ['packages/writing-assistant/test/**/*.test.ts'],
          testTimeout: 30_000,
          isolate: false,
        },
      },
      {
        // Pure logic tests (*.test.ts) run in Node; component tests (*.test.tsx) declare
        // `@vitest-environment happy-dom`, and setup.ts adds what happy-dom lacks for Mantine and
        // cleans the DOM, stubs and storage after every test (154 → 81 s shared).
        test: {
          name: 'web',
          include: WEB_TESTS,
          exclude: WEB_TESTS_WITH_MODULE_MOCKS,
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: WEB_TEST_TIMEOUT_MS,
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
          testTimeout: WEB_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'api',
          include: [
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'scripts/lib/*.test.ts',
            'scripts/bench/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
    ],
  },
});

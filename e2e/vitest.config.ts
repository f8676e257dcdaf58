import { defineConfig } from 'vitest/config';

// Browser suite: one real server (built web app + API on a fresh embedded database) for the whole
// run, started by global-setup; each spec file opens its own Chromium context.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    allowOnly: !process.env.CI,
  },
});

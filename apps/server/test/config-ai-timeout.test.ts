// AI_TIMEOUT_MS stays below the 90 s the web waits for an enhancement (ENHANCE_TIMEOUT_MS in
// apps/web/src/features/weekly-report/api.ts): an answer after the web gave up was lost, the
// server seeing the cancel and writing nothing, so a longer setting refuses to start.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-config-ai-timeout-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (value: string) =>
  loadConfig({ DATA_DIR: dataDir, APP_SECRET: 'a'.repeat(32), AI_TIMEOUT_MS: value });

describe('AI_TIMEOUT_MS', () => {
  it('refuses a wait the web does not make, naming the limit', () => {
    expect(() => load('120000')).toThrow(ConfigError);
    try {
      load('120000');
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'AI_TIMEOUT_MS: must be at most 80000 (80 s): the web gives up on an AI enhancement after 90 s',
      ]);
    }
  });

  it('takes up to 80 s', () => {
    expect(load('80000').ai.timeoutMs).toBe(80_000);
  });
});

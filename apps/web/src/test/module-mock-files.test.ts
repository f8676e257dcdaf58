import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_TEST_FILES_WITH_MODULE_MOCKS } from './module-mock-files';

const webRoot = new URL('../..', import.meta.url).pathname;

function testFilesUnder(dir: string): string[] {
  return readdirSync(join(webRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

describe('web test files that mock modules', () => {
  it('are exactly the ones listed to run isolated', () => {
    const mocking = [...testFilesUnder('src'), ...testFilesUnder('build')]
      .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(webRoot, file), 'utf8')))
      .filter((file) => !file.endsWith('module-mock-files.test.ts'))
      .sort();
    expect(mocking).toEqual([...WEB_TEST_FILES_WITH_MODULE_MOCKS].sort());
  });
});

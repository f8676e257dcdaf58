// The folder store writes each upload whole or not at all: a write that fails part-way (a full
// disk) leaves no truncated picture behind (it used to, in uploads/profile-pictures/).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryUploadStore } from '../src/lib/upload-store';
import { serverDir } from './helpers/server-process';

/**
 * Stores `size` bytes from a child process whose files may not grow past 16 KiB: the kernel
 * takes the first 16 KiB and fails the rest of the write (EFBIG), as a disk filling up mid-write does.
 */
function putUnderFileSizeLimit(
  dataDir: string,
  size: number,
): { stored?: string; failed?: string } {
  const output = execFileSync(
    'sh',
    [
      '-c',
      'ulimit -f 16 && exec "$0" --import tsx test/helpers/upload-put-child.ts "$1" "$2"',
      process.execPath,
      dataDir,
      String(size),
    ],
    { cwd: serverDir, encoding: 'utf8' },
  );
  return JSON.parse(output) as { stored?: string; failed?: string };
}

describe('the folder upload store when a write fails part-way', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-uploads-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const folder = () => path.join(dataDir, 'uploads', 'profile-pictures');

  it('fails the upload and leaves no file, whole or partial', () => {
    expect(putUnderFileSizeLimit(dataDir, 64_000)).toEqual({ failed: 'EFBIG' });
    expect(readdirSync(folder())).toEqual([]);
  }, 30_000);

  it('stores a whole file under its name, with nothing left aside', async () => {
    const { stored } = putUnderFileSizeLimit(dataDir, 8_000);
    expect(readdirSync(folder())).toEqual([stored]);
    expect(readFileSync(path.join(folder(), stored!))).toEqual(Buffer.alloc(8_000, 7));
    const store = directoryUploadStore(dataDir);
    expect((await store.get('profile-pictures', stored!))?.size).toBe(8_000);
  }, 30_000);

  it('checks at start that both upload areas can be written, leaving nothing behind', async () => {
    await directoryUploadStore(dataDir).checkWritable?.();
    expect(readdirSync(path.join(dataDir, 'uploads')).sort()).toEqual([
      'profile-pictures',
      'resources',
    ]);
    expect(readdirSync(path.join(dataDir, 'uploads', 'resources'))).toEqual([]);
  });
});

// Uploaded files on disk: under DATA_DIR/uploads/<area>, each under a random name the server
// makes (never the client's), written once. Reading back goes through a name check, so a name
// from a URL can never walk out of the folder.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const STORED_NAME_RE = /^[A-Za-z0-9_-]{22,64}\.[a-z0-9]{2,5}$/;

export function uploadDir(dataDir: string, area: string): string {
  return path.join(dataDir, 'uploads', area);
}

/** Writes the bytes under a new random name with this extension; answers the name. */
export async function storeUpload(dir: string, bytes: Buffer, ext: string): Promise<string> {
  const name = `${randomBytes(18).toString('base64url')}.${ext}`;
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return name;
}

/** The path of a stored name, or null for anything that is not a name we make. */
export function storedPath(dir: string, name: string): string | null {
  return STORED_NAME_RE.test(name) ? path.join(dir, name) : null;
}

/** The stored file's bytes, or null when it is gone (or the name is not one of ours). */
export async function readUpload(dir: string, name: string): Promise<Buffer | null> {
  const file = storedPath(dir, name);
  if (!file) return null;
  return readFile(file).catch((error: { code?: string }) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}

export async function removeUpload(dir: string, name: string): Promise<void> {
  const file = storedPath(dir, name);
  if (file) await rm(file, { force: true });
}

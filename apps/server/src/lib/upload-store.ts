// Uploaded files (profile pictures, resources): each stored once under a random name the server
// makes (never the client's), in an area ('profile-pictures', 'resources'). Two stores share one
// interface: a folder (DATA_DIR/uploads/<area>/<name>) and an S3-compatible bucket
// (<bucket>/<prefix><area>/<name>, see s3-upload-store.ts), so both hold the same layout and a
// folder can be copied into a bucket as it is. Reading back goes through a name check, so a
// name from a URL can never walk out of its area.
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type TUploadArea = 'profile-pictures' | 'resources';

/** A stored file being read: its bytes as a stream, and how many there are. */
export interface TStoredUpload {
  stream: Readable;
  size: number;
}

export interface TUploadStore {
  /** Where files go, for the startup log (never a secret). */
  readonly description: string;
  /** Writes the bytes under a new random name with this extension; answers the name. */
  put(area: TUploadArea, bytes: Buffer, ext: string): Promise<string>;
  /** The stored file, or null when it is gone (or the name is not one we make). */
  get(area: TUploadArea, name: string): Promise<TStoredUpload | null>;
  /** Removes the file; a name that is gone or not ours is not an error. */
  remove(area: TUploadArea, name: string): Promise<void>;
  /** Start-up check that files can be written (the folder store); throws when they cannot. */
  checkWritable?(): Promise<void>;
}

const AREAS: readonly TUploadArea[] = ['profile-pictures', 'resources'];

const STORED_NAME_RE = /^[A-Za-z0-9_-]{22,64}\.[a-z0-9]{2,5}$/;

/** Whether `name` has the shape of a name newStoredName makes. */
export function isStoredName(name: string): boolean {
  return STORED_NAME_RE.test(name);
}

/** A new random name (144 bits) with this extension. */
export function newStoredName(ext: string): string {
  const name = `${randomBytes(18).toString('base64url')}.${ext}`;
  if (!isStoredName(name)) throw new Error(`Not a stored-file extension: ${ext}`);
  return name;
}

/** The store under DATA_DIR/uploads. */
export function directoryUploadStore(dataDir: string): TUploadStore {
  const root = path.join(dataDir, 'uploads');
  // Folders made here (DATA_DIR too, on PostgreSQL) are the owner's only, as lib/private-files.ts
  // keeps DATA_DIR.
  const fileOf = (area: TUploadArea, name: string) =>
    isStoredName(name) ? path.join(root, area, name) : null;
  return {
    description: `folder ${root}`,
    async put(area, bytes, ext) {
      const name = newStoredName(ext);
      await mkdir(path.join(root, area), { recursive: true, mode: 0o700 });
      await writeWhole(path.join(root, area, name), bytes);
      return name;
    },
    async get(area, name) {
      const file = fileOf(area, name);
      if (!file) return null;
      // Opened once, then measured and read through the same handle: a file removed in between
      // is either read whole or not found, never half.
      const handle = await open(file, 'r').catch((error: { code?: string }) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async remove(area, name) {
      const file = fileOf(area, name);
      if (file) await rm(file, { force: true });
    },
    async checkWritable() {
      for (const area of AREAS) {
        await mkdir(path.join(root, area), { recursive: true, mode: 0o700 });
        const probe = path.join(root, area, `.write-check-${process.pid}`);
        await writeWhole(probe, Buffer.from('ok'));
        await unlink(probe);
      }
    },
  };
}

/**
 * Writes `bytes` to a temporary name beside `file` (never a stored name: it starts with a dot),
 * flushes it to disk and renames it into place, so `file` is there whole or not at all: a full disk
 * or a crash mid-write leaves no truncated file behind, and a failed write removes its temporary.
 */
async function writeWhole(file: string, bytes: Buffer): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}

import path from 'node:path';
import { removeUpload, storeUpload, uploadDir } from '../../lib/upload-store';

export const PICTURE_URL_PREFIX = '/api/uploads/profile-pictures/';
const NAME_RE = /^[A-Za-z0-9_-]{22,64}\.(jpg|png|webp)$/;

export const PICTURE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;
export type TPictureExt = keyof typeof PICTURE_TYPES;

/** The image type by its first bytes (never by the file name or the client's Content-Type). */
export function sniffPictureType(bytes: Buffer): TPictureExt | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export function pictureDir(dataDir: string): string {
  return uploadDir(dataDir, 'profile-pictures');
}

/** Stores the picture under a server-made random name; answers its URL. */
export async function savePicture(dataDir: string, bytes: Buffer, ext: TPictureExt) {
  const name = await storeUpload(pictureDir(dataDir), bytes, ext);
  return `${PICTURE_URL_PREFIX}${name}`;
}

/** The file behind a picture URL of ours, or null for anything else (no path tricks). */
export function pictureFile(dataDir: string, name: string) {
  const match = NAME_RE.exec(name);
  if (!match) return null;
  return {
    file: path.join(pictureDir(dataDir), name),
    type: PICTURE_TYPES[match[1] as TPictureExt],
  };
}

export async function deletePicture(dataDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(PICTURE_URL_PREFIX)) return;
  const name = url.slice(PICTURE_URL_PREFIX.length);
  if (pictureFile(dataDir, name)) await removeUpload(pictureDir(dataDir), name);
}

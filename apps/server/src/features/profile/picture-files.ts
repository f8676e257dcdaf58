import type { TUploadStore } from '../../lib/upload-store';

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

const AREA = 'profile-pictures';

/** Stores the picture under a server-made random name; answers its URL. */
export async function savePicture(store: TUploadStore, bytes: Buffer, ext: TPictureExt) {
  const name = await store.put(AREA, bytes, ext);
  return `${PICTURE_URL_PREFIX}${name}`;
}

/** The stored name behind a picture URL of ours, or null for anything else. */
function nameOfUrl(url: string | null): string | null {
  if (!url?.startsWith(PICTURE_URL_PREFIX)) return null;
  const name = url.slice(PICTURE_URL_PREFIX.length);
  return NAME_RE.test(name) ? name : null;
}

/** A stored picture and its type by its name, or null for anything else (no path tricks). */
export async function readPicture(store: TUploadStore, name: string) {
  const match = NAME_RE.exec(name);
  if (!match) return null;
  const stored = await store.get(AREA, name);
  return stored && { ...stored, type: PICTURE_TYPES[match[1] as TPictureExt] };
}

export async function deletePicture(store: TUploadStore, url: string | null): Promise<void> {
  const name = nameOfUrl(url);
  if (name) await store.remove(AREA, name);
}

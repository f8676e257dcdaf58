// Resource files: their kind told by their bytes (PDF, DOCX, XLSX, PNG, JPEG; never by the name
// or the client's Content-Type), stored under server-made names in the upload store's
// 'resources' area (DATA_DIR/uploads/resources, or the S3_URL bucket).
import type { TResourceFileKind } from '@ptlog/shared';
import type { TUploadStore } from '../../lib/upload-store';
import { zipEntryNames } from '../broadcast/xlsx-guard';
import { sniffPictureType } from '../profile/picture-files';

export const RESOURCE_CONTENT_TYPES: Readonly<Record<TResourceFileKind, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** An Office file has a few dozen entries; more is not a document we accept. */
const MAX_ZIP_ENTRIES = 2000;

/** The kind of an uploaded file by its content, or null for anything else (an .exe, text…). */
export function sniffResourceKind(bytes: Buffer): TResourceFileKind | null {
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  const picture = sniffPictureType(bytes);
  if (picture === 'png' || picture === 'jpg') return picture;
  const names = zipEntryNames(bytes, MAX_ZIP_ENTRIES);
  if (!names?.has('[Content_Types].xml')) return null;
  if (names.has('word/document.xml')) return 'docx';
  if (names.has('xl/workbook.xml')) return 'xlsx';
  return null;
}

const AREA = 'resources';

export function saveResourceFile(store: TUploadStore, bytes: Buffer, kind: TResourceFileKind) {
  return store.put(AREA, bytes, kind);
}

export function readResourceFile(store: TUploadStore, storedName: string) {
  return store.get(AREA, storedName);
}

export function deleteResourceFile(store: TUploadStore, storedName: string) {
  return store.remove(AREA, storedName);
}

import type { MultipartFile } from '@fastify/multipart';
import { ERROR_CODES } from '@ptlog/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { FOUNDATION_MESSAGES } from './error-messages';

/** A non-multipart body on an upload route is 415 (not the 406 @fastify/multipart answers). */
export function requireMultipart(request: FastifyRequest, error?: AppError): void {
  if (request.isMultipart()) return;
  throw (
    error ??
    new AppError(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, FOUNDATION_MESSAGES.unsupportedMediaType)
  );
}

/**
 * The whole file of a multipart part, or `tooLarge` when it went past its `fileSize` limit. The
 * multipart reader only checks its truncation flag when a chunk arrives; when the limit falls on
 * a chunk's end no further chunk comes, and the file would be kept cut off at exactly the limit.
 * So the flag is checked again once the file is read.
 */
export async function readWholeFile(
  part: MultipartFile,
  tooLarge: () => AppError,
): Promise<Buffer> {
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  });
  if (part.file.truncated) throw tooLarge();
  return bytes;
}

// Reads a multipart form of text fields and at most one file, with the file bounded in size.
// Used by every upload (resources, the broadcast sheet): one place that knows the multipart
// reader's ways of saying "too large".
import { ERROR_CODES, hasControlCharacters, MESSAGES } from '@ptlog/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { controlCharacterError, controlCharacterFields } from './control-character-fields';
import { readWholeFile, requireMultipart } from './upload';

export interface TUploadedFile {
  /** The client's name for it: shown, never used to store or to tell the type. */
  name: string;
  bytes: Buffer;
}

export interface TMultipartForm {
  fields: Record<string, string>;
  file: TUploadedFile | null;
}

export interface TMultipartOptions {
  /** The form field that carries the file; other file fields are drained and ignored. */
  fileField: string;
  maxBytes: number;
  /** The answer when the body is not multipart at all (default: 415 Unsupported Media Type). */
  notMultipart?: () => AppError;
  tooLarge: () => AppError;
  maxFields?: number;
}

/** The reader's codes for a form with more parts, fields or files than its limits. */
const FORM_LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * A 400 for a form over the reader's limits. Past the fields limit the reader destroys the stream,
 * so the file being read ends first with a premature close (it was a 500 and an error-level log
 * line); an aborted upload ends the same way, and nobody is left to read its answer.
 */
function formLimitError(error: unknown): AppError | null {
  const code = (error as { code?: string } | null)?.code;
  if (!code || !(FORM_LIMIT_CODES.has(code) || code === 'ERR_STREAM_PREMATURE_CLOSE')) return null;
  return new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.generic.uploadTooManyParts);
}

/**
 * The form's fields and its file. The reader stops keeping a file's bytes at `maxBytes` and marks
 * its stream truncated; `readWholeFile` checks that flag after the read and answers `tooLarge()`,
 * so a cut-off file is never taken for a whole one (and nothing is stored: callers get no form).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: TMultipartOptions,
): Promise<TMultipartForm> {
  requireMultipart(request, options.notMultipart?.());
  const fields: Record<string, string> = {};
  let file: TUploadedFile | null = null;
  // throwFileSizeLimit per call is in @fastify/multipart's README; its types list it only for the
  // plugin's options, hence the variable (no excess-property check).
  const readerOptions = {
    limits: { fileSize: options.maxBytes, files: 1, fields: options.maxFields ?? 5 },
    throwFileSizeLimit: false,
  };
  const parts = request.parts(readerOptions);
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== options.fileField) {
        part.file.resume();
        continue;
      }
      file = { name: part.filename, bytes: await readWholeFile(part, options.tooLarge) };
    }
  } catch (error) {
    throw formLimitError(error) ?? error;
  }
  // As the text guard does for JSON: a NUL in a field or in the file's name is a 400, never a
  // failed insert.
  const refused = controlCharacterError([
    ...controlCharacterFields(fields),
    ...(file && hasControlCharacters(file.name) ? [options.fileField] : []),
  ]);
  if (refused) throw refused;
  return { fields, file };
}

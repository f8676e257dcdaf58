import { ERROR_CODES, hasControlCharacters, MESSAGES } from '@ptlog/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type TFieldErrors } from '../lib/app-error';
import { FOUNDATION_MESSAGES } from '../lib/error-messages';

const MAX_DEPTH = 10;

/** Field paths (`company.name`, `operations.2.title`) of strings holding control characters. */
export function controlCharacterFields(value: unknown, path = '', depth = 0): string[] {
  if (typeof value === 'string') {
    return hasControlCharacters(value) ? [path || 'non_field_errors'] : [];
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return [];
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  const fields: string[] = [];
  for (const [key, inner] of entries) {
    const name = String(key);
    if (hasControlCharacters(name)) fields.push(path || 'non_field_errors');
    fields.push(...controlCharacterFields(inner, path ? `${path}.${name}` : name, depth + 1));
  }
  return fields;
}

// The shared schemas refuse control characters in their text fields (schemas/text.ts); this hook
// does the same for every other string a request carries (JSON body, query, path), before any
// schema or handler sees it: a NUL byte is a 400 with the field's message, never a failed insert.
async function textGuardPlugin(app: FastifyInstance) {
  // Callback-style, as the other hooks on every request: no promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    const fields = [
      ...controlCharacterFields(request.params),
      ...controlCharacterFields(request.query),
      ...controlCharacterFields(request.body),
    ];
    if (fields.length === 0) return done();
    const errors: TFieldErrors = {};
    for (const field of fields) errors[field] = [MESSAGES.generic.controlCharacters];
    done(new AppError(ERROR_CODES.VALIDATION_ERROR, FOUNDATION_MESSAGES.validation, errors));
  });
}

export default fp(textGuardPlugin, { name: 'text-guard', fastify: '5.x' });

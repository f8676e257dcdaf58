import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { controlCharacterError, controlCharacterFields } from '../lib/control-character-fields';

// The shared schemas refuse control characters in their text fields (schemas/text.ts); this hook
// does the same for every other string a request carries (JSON body, query, path), before any
// schema or handler sees it: a NUL byte is a 400 with the field's message, never a failed insert.
// A multipart form's fields and file name are checked where they are read (lib/multipart-form.ts).
async function textGuardPlugin(app: FastifyInstance) {
  // Callback-style, as the other hooks on every request: no promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    const fields = [
      ...controlCharacterFields(request.params),
      ...controlCharacterFields(request.query),
      ...controlCharacterFields(request.body),
    ];
    const error = controlCharacterError(fields);
    done(error ?? undefined);
  });
}

export default fp(textGuardPlugin, { name: 'text-guard', fastify: '5.x' });

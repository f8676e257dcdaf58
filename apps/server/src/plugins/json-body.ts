import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Action routes (submit, approve, reset…) accept "no body": many clients still send
// `Content-Type: application/json` with an empty body, which Fastify would reject. An empty body
// parses as `{}`; everything else goes through Fastify's own parser, which guards against
// prototype poisoning.
async function jsonBodyPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    parseJson(request, text, done);
  });
}

export default fp(jsonBodyPlugin, { name: 'json-body', fastify: '5.x' });

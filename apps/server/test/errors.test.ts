import { ERROR_CODES } from '@ptlog/shared';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, FIELD_ERRORS_MAX, MORE_FIELD_ERRORS } from '../src/plugins/error-handler';
import { buildTestApp } from './helpers/build-test-app';
import { perSuite } from './helpers/per-suite';

describe('one error shape everywhere', () => {
  const testApp = perSuite(() =>
    buildTestApp(
      {},
      {
        beforeReady: (app) => {
          // Test-only routes: a crash, a domain error, a validated body and an echo.
          app.get('/api/test/crash', async () => {
            throw new Error('secret internals at /srv/app.ts:12');
          });
          app.get('/api/test/conflict', async () => {
            throw new AppError(ERROR_CODES.REPORT_LOCKED, 'This week has already been submitted.');
          });
          app.post(
            '/api/test/validated',
            {
              schema: {
                body: z.object({
                  hours_spent: z.number().max(12, 'Hours cannot exceed 12'),
                  company: z.object({ name: z.string().min(1, 'Company name is required') }),
                }),
              },
            },
            async () => ({ ok: true }),
          );
          app.post(
            '/api/test/many',
            { schema: { body: z.object({ hours: z.array(z.number()), note: z.string() }) } },
            async () => ({ ok: true }),
          );
          app.post('/api/test/echo', async (request) => ({ body: request.body }));
        },
      },
    ),
  );

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  /** POSTs a raw body of this content type to the test route that echoes the parsed body. */
  const echo = (contentType: string, payload: string) =>
    inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': contentType },
      payload,
    });

  it('answers an unknown API route with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await inject({ method, url: '/api/unknown/' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await echo('application/json', '{"description": "no closing brace"');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Malformed JSON in request body.',
      code: 'invalid_json',
    });
  });

  it('treats an empty JSON body as an empty object', async () => {
    const response = await echo('application/json', '');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ body: {} });
  });

  it('refuses a body over 1 MiB with 413 payload_too_large', async () => {
    const response = await echo(
      'application/json',
      JSON.stringify({ description: 'x'.repeat(1_100_000) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('refuses an unsupported content type with 415', async () => {
    const response = await echo('application/xml', '<a/>');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      detail: expect.any(String),
      code: 'unsupported_media_type',
    });
  });

  // Audit: one entry per bad value made a 1 MiB body of them an answer of megabytes.
  it('names at most the first 50 fields, and says that it left the others out', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/many',
      payload: { hours: Array.from({ length: 200 }, () => 'eight'), note: 3 },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    const fields = Object.keys(errors);
    expect(fields).toHaveLength(FIELD_ERRORS_MAX + 1);
    expect(fields.slice(0, 2)).toEqual(['hours.0', 'hours.1']);
    expect(errors.non_field_errors).toEqual([MORE_FIELD_ERRORS]);
    expect(errors['hours.49']).toEqual([expect.any(String)]);
    expect(errors['hours.50']).toBeUndefined();
  });

  it('reports zod validation failures per field', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/validated',
      payload: { hours_spent: 13, company: { name: '' } },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_error');
    expect(body.errors).toEqual({
      hours_spent: ['Hours cannot exceed 12'],
      'company.name': ['Company name is required'],
    });
  });

  it('maps a thrown AppError to its status, code and detail', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'This week has already been submitted.',
      code: 'report_locked',
    });
  });

  it('answers an unexpected error with a generic 500 and a request id, never the stack', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      detail: 'Something went wrong',
      code: 'internal_error',
      request_id: response.headers['x-request-id'],
    });
    expect(response.body).not.toContain('secret internals');
    expect(response.body).not.toContain('.ts');
  });
});

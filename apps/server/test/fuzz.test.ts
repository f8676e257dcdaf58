// Standing suite (issue 19): fast-check properties over every route of the OpenAPI document, with
// and without a valid token: random JSON, wrong types, control characters, huge numbers, missing
// and extra fields. No answer is a 5xx, no body shows a stack or SQL, nothing is logged at error
// level. CI runs a fixed seed and a few cases per route; `npm run fuzz` runs many, from a random
// seed (FUZZ_RUNS, FUZZ_SEED).
import { Writable } from 'node:stream';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, login } from './helpers/accounts';
import { buildTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { perSuite } from './helpers/per-suite';

const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.FUZZ_RUNS
    ? Date.now()
    : 19_2026;

const errorLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, callback) {
    for (const line of chunk.toString().split('\n')) {
      if (line && JSON.parse(line).level >= 50) errorLines.push(line);
    }
    callback();
  },
});

const testApp = perSuite(() =>
  buildTestApp(
    { RATE_LIMIT_MAX: '1000000', AI_RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn' },
    { deps: { logStream } },
  ),
);

interface TOperation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
}

type TSchema = { properties?: Record<string, unknown>; anyOf?: TSchema[]; oneOf?: TSchema[] };

function fieldsOf(schema: TSchema | undefined): string[] {
  if (!schema) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(fieldsOf);
  return [...Object.keys(schema.properties ?? {}), ...nested];
}

async function operations(): Promise<TOperation[]> {
  const document = (await testApp.app.inject({ url: '/api/docs/json' })).json();
  const found: TOperation[] = [];
  for (const [path, methods] of Object.entries<Record<string, Record<string, unknown>>>(
    document.paths,
  )) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []) as { in: string; name: string }[];
      const content = (operation.requestBody as { content?: Record<string, { schema: TSchema }> })
        ?.content;
      found.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: fieldsOf(content?.['application/json']?.schema),
      });
    }
  }
  return found;
}

const CONTROL = fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\r\n', '\t');
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.tuple(fc.string(), CONTROL, fc.string()).map((parts) => parts.join('')),
  fc.constantFrom('', ' ', 'null', '-1', '0', '1e309', 'NaN', '9'.repeat(40), "' OR 1=1 --"),
);
const value = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 2 ** 31, 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
);

function requestFor(operation: TOperation) {
  const known = (names: string[]) =>
    names.length === 0
      ? fc.constant({} as Record<string, unknown>)
      : fc.record(Object.fromEntries(names.map((name) => [name, value])), {
          requiredKeys: [],
        });
  const body = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.jsonValue(),
    fc
      .tuple(
        known(operation.bodyFields),
        fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 2 }),
      )
      .map(([fields, extra]) => ({ ...extra, ...fields })),
  );
  return fc.record({
    withToken: fc.boolean(),
    params: fc.tuple(...operation.pathParams.map(() => nasty), fc.constant('')),
    query: known(operation.queryParams),
    body,
  });
}

function urlOf(operation: TOperation, params: string[], query: Record<string, unknown>): string {
  let url = operation.path;
  operation.pathParams.forEach((name, index) => {
    url = url.replace(`{${name}}`, encodeURIComponent(params[index] || 'x'));
  });
  const search = new URLSearchParams();
  for (const [key, inner] of Object.entries(query)) {
    search.append(key, typeof inner === 'string' ? inner : JSON.stringify(inner));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

const LEAKS = [
  /\n\s+at /,
  /"stack"/,
  /\b(select|insert into|update|delete from)\b.*\b(from|set|where|values)\b/i,
  /drizzle|postgres|pglite/i,
];

describe('fuzzing every OpenAPI route', () => {
  it(`no 5xx, no leak, no error log (seed ${SEED}, ${RUNS} runs a route)`, async () => {
    const user = await createUser(testApp.db);
    const { access } = await login(testApp.app, user.email, user.password);
    const all = await operations();
    expect(all.length).toBeGreaterThan(50);
    for (const operation of all) {
      await fc.assert(
        fc.asyncProperty(requestFor(operation), async (input) => {
          const request: InjectOptions = {
            method: operation.method as InjectOptions['method'],
            url: urlOf(operation, input.params, input.query),
            headers: input.withToken ? bearer(access) : {},
            remoteAddress: '10.66.0.1',
          };
          if (input.body !== undefined && !['GET', 'HEAD'].includes(operation.method)) {
            request.payload = JSON.stringify(input.body);
            request.headers = { ...request.headers, 'content-type': 'application/json' };
          }
          const response = await testApp.app.inject(request);
          const where = `${request.method} ${request.url} ${String(request.payload)}`;
          expect(response.statusCode, `${where} → ${response.body}`).toBeLessThan(500);
          for (const leak of LEAKS) expect(response.body, where).not.toMatch(leak);
          expect(errorLines, where).toEqual([]);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
  }, 600_000);
});

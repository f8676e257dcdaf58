import { afterAll, beforeAll } from 'vitest';

/**
 * Builds a value once for the enclosing file or describe block in `beforeAll`. The answer stands
 * for the built value: its fields are read and written through to it, in tests, hooks and
 * helpers — not while the file is being collected, before it exists.
 */
export function builtOnce<T extends object>(build: () => Promise<T>, name = 'builtOnce'): T {
  let built: T | undefined;
  beforeAll(async () => {
    built = await build();
  });
  const current = (key: PropertyKey): T => {
    if (!built) throw new Error(`${name}: .${String(key)} used before beforeAll built it`);
    return built;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(current(key), key),
    set: (_target, key, value) => Reflect.set(current(key), key, value),
  });
}

/**
 * Builds a resource (a test app, a fake server) once for the enclosing file or describe block in
 * `beforeAll` (see builtOnce), and closes it after its last test in `afterAll`.
 */
export function perSuite<T extends { close(): Promise<unknown> }>(build: () => Promise<T>): T {
  let built: T | undefined;
  const resource = builtOnce(async () => {
    built = await build();
    return built;
  }, 'perSuite');
  afterAll(() => built?.close());
  return resource;
}

import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-path';

describe('isApiPath', () => {
  it('is true for /api and below it, whatever the query', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/health/?x=/y')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isApiPath('/dashboard?next=/api/')).toBe(false);
  });

  it('decodes escapes as the router does, so /%61pi/ is the API', () => {
    expect(isApiPath('/%61pi/health/')).toBe(true);
    expect(isApiPath('/%41PI/health/')).toBe(false);
    expect(isApiPath('/%61%70%69')).toBe(true);
    // A malformed or non-ASCII escape elsewhere does not hide the prefix, nor throw.
    expect(isApiPath('/%61pi/%E0%A4%A')).toBe(true);
    expect(isApiPath('/%zz/api/')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isApiPath, originForm } from './api-path';

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

  it('judges an absolute-form target by the path after its authority, as the router does', () => {
    expect(isApiPath('http://127.0.0.1/api/health/')).toBe(true);
    expect(isApiPath('HTTPS://Example.TZ:8443/%61pi/auth/login/?next=/x')).toBe(true);
    expect(isApiPath('http://user@host/api')).toBe(true);
    expect(isApiPath('http://host/apiary')).toBe(false);
    expect(isApiPath('http://host/dashboard?next=/api/')).toBe(false);
    expect(isApiPath('http://host?/api/')).toBe(false);
    // A scheme the router does not route is still judged by its path: never a page by mistake.
    expect(isApiPath('ftp://host/api/health/')).toBe(true);
  });
});

describe('originForm', () => {
  it('takes a leading scheme and authority off, and nothing else', () => {
    expect(originForm('/api/x/?a=http://b/c')).toBe('/api/x/?a=http://b/c');
    expect(originForm('http://host/assets/a.js')).toBe('/assets/a.js');
    expect(originForm('http://host')).toBe('/');
    expect(originForm('http://host?a=1')).toBe('/?a=1');
    expect(originForm('*')).toBe('*');
  });
});

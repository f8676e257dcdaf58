import { describe, expect, it } from 'vitest';
import { isSecurityError } from './is-security-error';

describe('isSecurityError', () => {
  it('recognises security wording in any case', () => {
    expect(isSecurityError('Refused: Content Security Policy directive')).toBe(true);
    expect(isSecurityError('Possible XSS payload')).toBe(true);
    expect(isSecurityError('CSRF token mismatch')).toBe(true);
  });
  it('leaves ordinary failures alone', () => {
    expect(isSecurityError("Cannot read properties of undefined (reading 'map')")).toBe(false);
    expect(isSecurityError('Network error')).toBe(false);
  });
});

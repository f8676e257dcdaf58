import { describe, expect, it } from 'vitest';
import {
  activationEmail,
  canVerify,
  loginAfterActivationPath,
  needHelpHref,
  SUPPORT_EMAIL,
  sanitizeCode,
} from './activation';

describe('activation code', () => {
  it('keeps digits only, at most 6', () => {
    expect(sanitizeCode('12a 3-4')).toBe('1234');
    expect(sanitizeCode('12345678')).toBe('123456');
    expect(sanitizeCode('abc')).toBe('');
  });

  it('enables Verify from 4 digits on', () => {
    expect(canVerify('')).toBe(false);
    expect(canVerify('123')).toBe(false);
    expect(canVerify('1234')).toBe(true);
    expect(canVerify('123456')).toBe(true);
    expect(canVerify('12a4')).toBe(false);
  });
});

describe('activation e-mail and links', () => {
  it('takes the first e-mail given: the query, then the profile', () => {
    expect(activationEmail('q@x.co', 'p@x.co')).toBe('q@x.co');
    expect(activationEmail(null, ' p@x.co ', 'u@x.co')).toBe('p@x.co');
    expect(activationEmail('', undefined, 'u@x.co')).toBe('u@x.co');
    expect(activationEmail(null, undefined)).toBe('');
  });

  it('sends a signed-out user to login with activated=1 and the e-mail', () => {
    expect(loginAfterActivationPath('a+b@x.co')).toBe('/login?activated=1&email=a%2Bb%40x.co');
    const query = new URLSearchParams(loginAfterActivationPath('a+b@x.co').split('?')[1]);
    expect(query.get('email')).toBe('a+b@x.co');
    expect(loginAfterActivationPath('')).toBe('/login?activated=1');
  });

  it('builds a mailto link for Need Help?', () => {
    expect(needHelpHref('a@x.co')).toMatch(new RegExp(`^mailto:${SUPPORT_EMAIL}\\?subject=`));
    expect(decodeURIComponent(needHelpHref('a@x.co'))).toContain('a@x.co');
  });
});

import { describe, expect, it } from 'vitest';
import { ZLogoutOthersAnswer, ZVerifyEmailAnswer } from './account';

describe('ZVerifyEmailAnswer', () => {
  it('reads a registration answer and a password-reset answer with its link parts', () => {
    expect(ZVerifyEmailAnswer.parse({ email_verified: true, detail: 'ok' })).toEqual({
      email_verified: true,
      detail: 'ok',
    });
    expect(
      ZVerifyEmailAnswer.parse({ email_verified: false, detail: 'ok', uid: '7', token: 't' }),
    ).toEqual({ email_verified: false, detail: 'ok', uid: '7', token: 't' });
  });

  it('refuses an answer without email_verified', () => {
    expect(ZVerifyEmailAnswer.safeParse({ detail: 'ok' }).success).toBe(false);
  });
});

describe('ZLogoutOthersAnswer', () => {
  it('needs the detail and a whole number of ended sessions', () => {
    expect(ZLogoutOthersAnswer.parse({ detail: 'done', revoked: 2 })).toEqual({
      detail: 'done',
      revoked: 2,
    });
    expect(ZLogoutOthersAnswer.safeParse({ detail: 'done' }).success).toBe(false);
    expect(ZLogoutOthersAnswer.safeParse({ detail: 'done', revoked: 1.5 }).success).toBe(false);
  });
});

import { MESSAGES, ZLoginInput, ZResetPasswordForm } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { hasErrors, zodFormErrors, zodValidate } from './zod-form';

describe('zodFormErrors', () => {
  it('gives the first message of each field, keyed by field', () => {
    expect(zodFormErrors(ZLoginInput, { username: '  ', password: '' })).toEqual({
      username: MESSAGES.login.usernameRequired,
      password: MESSAGES.login.passwordRequired,
    });
  });

  it('is empty for valid values, extra keys included', () => {
    const errors = zodFormErrors(ZLoginInput, { username: 'a@b.co', password: 'x', extra: 1 });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it('places cross-field errors on the field the schema names', () => {
    const validate = zodValidate(ZResetPasswordForm);
    expect(
      validate({ uid: '1', token: 't', password: 'longenough', password_confirm: 'different' }),
    ).toEqual({ password_confirm: MESSAGES.resetPassword.mismatch });
    expect(
      hasErrors(validate({ uid: '1', token: 't', password: 'short', password_confirm: 'short' })),
    ).toBe(true);
  });
});

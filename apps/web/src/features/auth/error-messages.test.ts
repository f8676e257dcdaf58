import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../i18n/i18n';
import { messagesReady, translateMessage } from '../../i18n/messages';
import { errorFromBody, transportError } from '../../lib/api-error';
import { apiError } from '../../test/api-errors';
import {
  activationErrorMessage,
  forgotPasswordErrorMessage,
  loginErrorMessage,
  registerFailure,
  resendErrorMessage,
  resetPasswordErrorMessage,
  serverDetail,
} from './error-messages';

const answer = (status: number, body?: unknown) =>
  errorFromBody(status, body === undefined ? '' : JSON.stringify(body));

describe('serverDetail', () => {
  it("uses the server's detail and falls back when the client only filled in a default", () => {
    expect(serverDetail(answer(400, { detail: 'Nope.', code: 'x' }), 'fallback')).toBe('Nope.');
    expect(serverDetail(answer(400), 'fallback')).toBe('fallback');
    expect(serverDetail(new Error('boom'), 'fallback')).toBe('fallback');
    expect(serverDetail(transportError('network_error'), 'fallback')).toBe(
      MESSAGES.generic.network,
    );
  });
});

describe('loginErrorMessage (spec 1 §8 Login)', () => {
  it('maps each failure to its message', () => {
    expect(
      loginErrorMessage(answer(401, { detail: 'whatever', code: 'invalid_credentials' })),
    ).toBe(MESSAGES.login.invalidCredentials);
    expect(
      loginErrorMessage(answer(403, { detail: 'Account disabled.', code: 'account_inactive' })),
    ).toBe('Account disabled.');
    expect(loginErrorMessage(answer(403))).toBe(MESSAGES.login.accountInactive);
    expect(
      loginErrorMessage(
        answer(429, { detail: MESSAGES.generic.rateLimited, code: 'rate_limited' }),
      ),
    ).toBe(MESSAGES.generic.rateLimited);
    expect(loginErrorMessage(answer(400))).toBe(MESSAGES.login.invalidData);
    expect(loginErrorMessage(answer(500, { detail: 'Internal', code: 'internal' }))).toBe(
      MESSAGES.login.serverError,
    );
    expect(loginErrorMessage(answer(502))).toBe(MESSAGES.login.serverError);
    expect(loginErrorMessage(transportError('network_error'))).toBe(MESSAGES.login.network);
    expect(loginErrorMessage(transportError('timeout'))).toBe(MESSAGES.login.network);
    expect(loginErrorMessage(answer(418))).toBe(MESSAGES.login.failed);
    expect(loginErrorMessage(new TypeError('x'))).toBe(MESSAGES.login.unexpected);
  });
});

describe('registerFailure (spec 1 §8 Registration)', () => {
  it("shows the server's detail on a conflict", () => {
    const failure = registerFailure(
      answer(409, { detail: MESSAGES.register.emailTaken, code: 'conflict' }),
    );
    expect(failure).toEqual({
      message: MESSAGES.register.emailTaken,
      fieldErrors: { email: MESSAGES.register.emailTaken },
    });
    const phoneTaken = MESSAGES.register.phoneTaken('0712345678');
    expect(
      registerFailure(answer(409, { detail: phoneTaken, code: 'conflict' }), '0712345678'),
    ).toEqual({ message: phoneTaken, fieldErrors: { phone_number: phoneTaken } });
    expect(registerFailure(answer(409))).toEqual({
      message: MESSAGES.register.conflict,
      fieldErrors: {},
    });
  });

  it('marks the taken e-mail or phone beside its field in Kiswahili too', async () => {
    await Promise.all([stringsReady('sw'), messagesReady('sw')]);
    await i18n.changeLanguage('sw');
    try {
      const email = translateMessage(MESSAGES.register.emailTaken);
      expect(email).not.toBe(MESSAGES.register.emailTaken);
      expect(
        registerFailure(answer(409, { detail: MESSAGES.register.emailTaken, code: 'conflict' })),
      ).toEqual({ message: email, fieldErrors: { email } });
      const phoneTaken = MESSAGES.register.phoneTaken('0712345678');
      const phone = translateMessage(phoneTaken);
      expect(
        registerFailure(answer(409, { detail: phoneTaken, code: 'conflict' }), '0712345678'),
      ).toEqual({ message: phone, fieldErrors: { phone_number: phone } });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('maps field errors onto the wizard fields and prefers the e-mail message', () => {
    const failure = registerFailure(
      answer(400, {
        detail: 'Invalid input. Please check the highlighted fields.',
        code: 'validation_error',
        errors: {
          company_name: ['Area of field is required'],
          year_of_study: ['Academic year is required'],
          username: ['Username already exists. Please choose a different username.'],
        },
      }),
    );
    expect(failure.message).toBe('Username already exists. Please choose a different username.');
    expect(failure.fieldErrors).toEqual({
      area_of_field: 'Area of field is required',
      academic_year: 'Academic year is required',
      email: 'Username already exists. Please choose a different username.',
    });
  });

  it('falls back to the detail, then to the generic wording', () => {
    expect(registerFailure(answer(400, { detail: 'Bad.', code: 'validation_error' })).message).toBe(
      'Bad.',
    );
    expect(registerFailure(answer(400)).message).toBe(MESSAGES.register.invalidData);
    expect(registerFailure(answer(500)).message).toBe(MESSAGES.register.serverError);
    expect(registerFailure(transportError('network_error')).message).toBe(
      MESSAGES.register.network,
    );
    expect(registerFailure(new Error('x')).message).toBe(MESSAGES.generic.unexpected);
  });
});

describe('activation, resend and reset messages (spec 1 §8)', () => {
  it("use the server's detail or their own fallback", () => {
    const invalid = apiError(400, 'invalid_otp', MESSAGES.activation.invalidCode);
    expect(activationErrorMessage(invalid)).toBe(MESSAGES.activation.invalidCode);
    expect(activationErrorMessage(answer(400))).toBe(MESSAGES.activation.failed);
    expect(resendErrorMessage(answer(500))).toBe(MESSAGES.activation.resendFailed);
    expect(
      resendErrorMessage(answer(429, { detail: MESSAGES.account.resendTooSoon, code: 'rate' })),
    ).toBe(MESSAGES.account.resendTooSoon);
    expect(forgotPasswordErrorMessage(answer(500))).toBe(MESSAGES.forgotPassword.failed);
    expect(
      resetPasswordErrorMessage(
        answer(400, { detail: MESSAGES.resetPassword.invalidLink, code: 'validation_error' }),
      ),
    ).toBe(MESSAGES.resetPassword.invalidLink);
    expect(resetPasswordErrorMessage(answer(400))).toBe(MESSAGES.resetPassword.failed);
  });
});

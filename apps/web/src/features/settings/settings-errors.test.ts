import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { transportError } from '../../lib/api-error';
import { apiError } from '../../test/api-errors';
import {
  changePasswordFailure,
  LOGOUT_OTHERS_FAILED,
  logoutOthersFailure,
  settingsSaveFailure,
} from './settings-errors';

const httpError = (status: number, fieldErrors: Record<string, string[]> = {}) =>
  apiError(status, `http_${status}`, 'x', { fieldErrors, kind: 'general' });

describe('changePasswordFailure', () => {
  it('reads 400 as a wrong current password', () => {
    expect(changePasswordFailure(httpError(400))).toBe(MESSAGES.changePassword.wrongCurrent);
  });

  it("says what a staff account's new password lacks, not that the current one is wrong", () => {
    const refused = httpError(400, { new_password: [MESSAGES.staffPassword.tooFewDistinct] });
    expect(changePasswordFailure(refused)).toBe(MESSAGES.staffPassword.tooFewDistinct);
  });

  it('uses the general message otherwise, and says when offline', () => {
    expect(changePasswordFailure(httpError(500))).toBe(MESSAGES.changePassword.failed);
    expect(changePasswordFailure(transportError('timeout'))).toBe(MESSAGES.changePassword.failed);
    expect(changePasswordFailure(transportError('network_error'))).toBe(MESSAGES.generic.network);
  });
});

describe('settingsSaveFailure', () => {
  it('uses the spec message and keeps name errors, with or without the account prefix', () => {
    const failure = settingsSaveFailure(
      httpError(400, { 'account.first_name': ['First name is required'], last_name: ['Bad'] }),
    );
    expect(failure).toEqual({
      message: MESSAGES.settings.saveFailed,
      fieldErrors: { first_name: 'First name is required', last_name: 'Bad' },
    });
    expect(settingsSaveFailure(httpError(500)).message).toBe(MESSAGES.settings.saveFailed);
  });
});

describe('logoutOthersFailure', () => {
  it('has one clear message', () => {
    expect(logoutOthersFailure(httpError(500))).toBe(LOGOUT_OTHERS_FAILED);
    expect(logoutOthersFailure(transportError('network_error'))).toBe(MESSAGES.generic.network);
  });
});

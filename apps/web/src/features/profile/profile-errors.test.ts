import { LIMITS, MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { transportError } from '../../lib/api-error';
import { apiError } from '../../test/api-errors';
import {
  checkPictureFile,
  PICTURE_MESSAGES,
  pictureRemoveFailure,
  pictureUploadFailure,
  profileUpdateFailure,
} from './profile-errors';

const httpError = (status: number, fieldErrors: Record<string, string[]> = {}) =>
  apiError(status, `http_${status}`, 'x', {
    fieldErrors,
    kind: status === 400 ? 'validation' : 'general',
  });

describe('profileUpdateFailure', () => {
  it('maps a timeout and an abort to the timeout message', () => {
    expect(profileUpdateFailure(transportError('timeout')).message).toBe(
      MESSAGES.profile.updateTimeout,
    );
    expect(profileUpdateFailure(transportError('aborted')).message).toBe(
      MESSAGES.profile.updateTimeout,
    );
  });

  it('maps 400 to invalid data and keeps the field errors', () => {
    const failure = profileUpdateFailure(
      httpError(400, { first_name: ['First name is required', 'second'] }),
    );
    expect(failure).toEqual({
      message: MESSAGES.profile.invalidData,
      fieldErrors: { first_name: 'First name is required' },
    });
  });

  it('maps 401, 500 and anything else', () => {
    expect(profileUpdateFailure(httpError(401)).message).toBe(MESSAGES.profile.sessionExpired);
    expect(profileUpdateFailure(httpError(500)).message).toBe(MESSAGES.profile.serverError);
    expect(profileUpdateFailure(httpError(503)).message).toBe(MESSAGES.profile.serverError);
    expect(profileUpdateFailure(httpError(409)).message).toBe(MESSAGES.profile.updateFailed);
    expect(profileUpdateFailure(new Error('boom')).message).toBe(MESSAGES.profile.updateFailed);
  });

  it('says when the network is missing', () => {
    expect(profileUpdateFailure(transportError('network_error')).message).toBe(
      MESSAGES.generic.network,
    );
  });
});

describe('pictureUploadFailure', () => {
  it('explains wrong types, too large files and timeouts', () => {
    expect(pictureUploadFailure(httpError(400))).toContain(PICTURE_MESSAGES.wrongType);
    expect(pictureUploadFailure(httpError(413))).toBe(PICTURE_MESSAGES.tooLarge);
    expect(pictureUploadFailure(transportError('timeout'))).toBe(PICTURE_MESSAGES.timedOut);
    expect(pictureUploadFailure(httpError(500))).toBe(MESSAGES.profile.uploadPictureFailed);
  });
});

describe('pictureRemoveFailure', () => {
  it('uses the spec message except when offline', () => {
    expect(pictureRemoveFailure(httpError(500))).toBe(MESSAGES.profile.removePictureFailed);
    expect(pictureRemoveFailure(transportError('network_error'))).toBe(MESSAGES.generic.network);
  });
});

describe('checkPictureFile', () => {
  it('accepts JPEG, PNG and WebP up to the size limit', () => {
    expect(checkPictureFile({ type: 'image/png', size: LIMITS.PICTURE_MAX_BYTES })).toBeNull();
    expect(checkPictureFile({ type: 'image/webp', size: 10 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(checkPictureFile({ type: 'image/gif', size: 10 })).toBe(PICTURE_MESSAGES.wrongType);
    expect(checkPictureFile({ type: 'image/jpeg', size: LIMITS.PICTURE_MAX_BYTES + 1 })).toBe(
      PICTURE_MESSAGES.tooLarge,
    );
  });
});

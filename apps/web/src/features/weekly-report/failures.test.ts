import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { apiError } from '../../test/api-errors';
import { failureOf, isLockedError } from './failures';

const locked = apiError(409, 'report_locked', MESSAGES.weekly.locked);

describe('failureOf', () => {
  it('reports a missing network as offline', () => {
    const error = new ApiError({ status: 0, code: 'timeout', detail: 'slow', kind: 'network' });
    expect(failureOf(error, MESSAGES.weekly.saveFailed)).toEqual({
      kind: 'offline',
      message: MESSAGES.weekly.saveFailed,
    });
  });

  it('says the session expired when the refresh found it over (401): trying again cannot help', () => {
    const error = apiError(
      401,
      'not_authenticated',
      'Authentication credentials were not provided.',
    );
    expect(failureOf(error, MESSAGES.weekly.saveFailed)).toEqual({
      kind: 'failed',
      message: MESSAGES.profile.sessionExpired,
    });
  });

  it('reports a submitted week as locked with the server message', () => {
    expect(failureOf(locked, 'x')).toEqual({ kind: 'locked', message: MESSAGES.weekly.locked });
    expect(isLockedError(locked)).toBe(true);
  });

  it('shows the message of a refused field', () => {
    const error = apiError(400, 'validation_error', 'Invalid input', {
      fieldErrors: { summary: [MESSAGES.weekly.summaryTooLong] },
    });
    expect(failureOf(error, 'x')).toEqual({
      kind: 'failed',
      message: MESSAGES.weekly.summaryTooLong,
    });
  });

  it('reports a 5xx like a missing network: the change is worth keeping', () => {
    const error = apiError(502, 'bad_gateway', 'Bad Gateway');
    expect(failureOf(error, MESSAGES.weekly.saveFailed).kind).toBe('offline');
  });

  it("falls back to the caller's wording otherwise", () => {
    const error = apiError(404, 'not_found', 'x');
    expect(failureOf(error, MESSAGES.weekly.saveFailed)).toEqual({
      kind: 'failed',
      message: MESSAGES.weekly.saveFailed,
    });
    expect(failureOf(new Error('boom'), 'fallback').message).toBe('fallback');
    expect(isLockedError(new Error('boom'))).toBe(false);
  });

  it('does not take a duplicate conflict for a locked week', () => {
    const conflict = apiError(409, 'conflict', 'dup');
    expect(isLockedError(conflict)).toBe(false);
  });
});

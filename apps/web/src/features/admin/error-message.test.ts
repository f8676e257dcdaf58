import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { actionFailureMessage } from './error-message';

const apiError = (status: number, detail: string, fieldErrors?: Record<string, string[]>) =>
  new ApiError({ status, code: 'x', detail, kind: 'general', fieldErrors });

describe('actionFailureMessage', () => {
  it("shows the server's explanation", () => {
    expect(
      actionFailureMessage(
        apiError(409, 'This transaction has already been processed.'),
        'Failed to approve transaction',
      ),
    ).toBe('This transaction has already been processed.');
    expect(
      actionFailureMessage(
        apiError(400, 'Invalid', { user_id: ['User not found'] }),
        'Failed to create transaction',
      ),
    ).toBe('User not found');
  });
  it("falls back to the spec's text when the server said nothing useful", () => {
    expect(
      actionFailureMessage(apiError(500, 'Server error'), 'Failed to reject transaction'),
    ).toBe('Failed to reject transaction');
    expect(actionFailureMessage(apiError(0, 'Network'), 'Failed to BAN users')).toBe(
      'Failed to BAN users',
    );
    expect(actionFailureMessage(new Error('boom'), 'Failed to create transaction')).toBe(
      'Failed to create transaction',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { ZProfileUpdateInput } from './profile';
import {
  eatDateOf,
  formatEatDateTime,
  signoffStateOf,
  ZSignoffDecisionInput,
  ZSignoffRequestInput,
} from './signoff';

describe('sign-off schemas and rules', () => {
  it('needs a name, and a comment to return a week', () => {
    expect(
      ZSignoffDecisionInput.safeParse({ decision: 'approve', signer_name: 'Eng. A' }).success,
    ).toBe(true);
    const noComment = ZSignoffDecisionInput.safeParse({ decision: 'return', signer_name: 'A' });
    expect(noComment.error?.issues[0]).toMatchObject({
      path: ['comment'],
      message: MESSAGES.signoff.commentRequired,
    });
    expect(ZSignoffDecisionInput.safeParse({ decision: 'maybe', signer_name: 'A' }).success).toBe(
      false,
    );
    expect(ZSignoffRequestInput.safeParse({ message: 'x'.repeat(501) }).success).toBe(false);
    expect(ZSignoffRequestInput.safeParse({ message: 'x'.repeat(500) }).success).toBe(true);
  });

  it('names the state of a week and prints times in East Africa Time', () => {
    expect(signoffStateOf({ status: 'APPROVED', sentAt: null, returnedAt: null })).toBe('approved');
    expect(signoffStateOf({ status: 'SUBMITTED', sentAt: new Date(), returnedAt: null })).toBe(
      'sent',
    );
    expect(signoffStateOf({ status: 'SUBMITTED', sentAt: null, returnedAt: new Date() })).toBe(
      'submitted',
    );
    expect(signoffStateOf({ status: 'DRAFT', sentAt: null, returnedAt: new Date() })).toBe(
      'returned',
    );
    expect(signoffStateOf({ status: 'DRAFT', sentAt: null, returnedAt: null })).toBe('draft');
    expect(formatEatDateTime('2026-03-18T21:30:00Z')).toBe('19-03-2026 00:30 EAT');
  });

  it("gives the placement's today in East Africa Time whatever the server's zone", () => {
    expect(eatDateOf(new Date('2026-03-18T20:59:59Z'))).toBe('2026-03-18');
    expect(eatDateOf(new Date('2026-03-18T21:00:00Z'))).toBe('2026-03-19');
    expect(eatDateOf(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
  });

  it('validates the supervisor fields of the profile', () => {
    const base = { first_name: 'A', last_name: 'B' };
    expect(
      ZProfileUpdateInput.parse({ ...base, supervisor_email: ' Boss@Example.TZ ' })
        .supervisor_email,
    ).toBe('boss@example.tz');
    expect(ZProfileUpdateInput.safeParse({ ...base, supervisor_email: 'boss' }).success).toBe(
      false,
    );
    expect(ZProfileUpdateInput.safeParse({ ...base, supervisor_email: '' }).success).toBe(true);
    expect(
      ZProfileUpdateInput.safeParse({ ...base, supervisor_phone: '+255 754 000 111' }).success,
    ).toBe(true);
    expect(ZProfileUpdateInput.safeParse({ ...base, supervisor_phone: 'call me' }).success).toBe(
      false,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { approvalBlock } from './approval-block';

describe('approvalBlock (billing.policy.ts on the screen)', () => {
  it('blocks a payment to the viewer, or one they recorded', () => {
    expect(approvalBlock({ user: 7, created_by: 7 }, 7)).toBe('paysYou');
    expect(approvalBlock({ user: 7, created_by: 9 }, 7)).toBe('paysYou');
    expect(approvalBlock({ user: 3, created_by: 7 }, 7)).toBe('recordedByYou');
  });

  it("leaves a colleague's or a student's payment open, and an unknown viewer to the server", () => {
    expect(approvalBlock({ user: 3, created_by: 3 }, 7)).toBeNull();
    expect(approvalBlock({ user: 3, created_by: null }, 7)).toBeNull();
    expect(approvalBlock({ user: 7, created_by: 7 }, null)).toBeNull();
  });
});

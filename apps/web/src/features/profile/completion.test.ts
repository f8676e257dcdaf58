import { profileChecklist } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { completionPercent } from './completion';
import { makeProfile } from './profile.fixture';

describe('completionPercent', () => {
  it('is 100 for a complete profile and 0 for an empty list', () => {
    expect(completionPercent(profileChecklist(makeProfile()))).toBe(100);
    expect(completionPercent([])).toBe(0);
  });

  it('rounds the share of complete items', () => {
    const items = profileChecklist(makeProfile({ company_name: null, supervisor_email: '' }));
    expect(completionPercent(items)).toBe(82); // 9 of 11
  });
});

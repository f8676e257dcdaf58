// An erased account's name is one the web knows (MESSAGES.admin.deletedUser): the staff screens
// show it in the reader's language ('Mtumiaji aliyefutwa'), so the name the erasure writes must
// read exactly as that shared constant.
import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { studentNameOf } from '../src/features/accounts/accounts.presenter';
import { ERASED_NAME } from '../src/features/admin/admin-erase.repository';

describe('the erased name', () => {
  it('reads as the shared deleted-user message', () => {
    expect(studentNameOf(ERASED_NAME)).toBe(MESSAGES.admin.deletedUser);
  });
});

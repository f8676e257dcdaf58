import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id and a random salt, and verifies only the right password', async () => {
    const first = await hashPassword('Student123!');
    const second = await hashPassword('Student123!');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Student123!', first)).toBe(true);
    expect(await verifyPassword('student123!', first)).toBe(false);
  });

  it('treats a malformed stored hash as a failed verification', async () => {
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox-key';

describe('mailboxKey', () => {
  it.each([
    ['Asha.Mushi@Example.TZ', 'asha.mushi@example.tz'],
    ['  asha.mushi@example.tz ', 'asha.mushi@example.tz'],
    // A "+tag" reaches the same mailbox on every domain (RFC 5233 sub-addressing).
    ['asha.mushi+boss@example.tz', 'asha.mushi@example.tz'],
    ['asha.mushi+boss+2@outlook.com', 'asha.mushi@outlook.com'],
    ['asha.mushi+@yahoo.com', 'asha.mushi@yahoo.com'],
    // Gmail ignores dots and takes googlemail.com for gmail.com.
    ['asha.mushi@gmail.com', 'ashamushi@gmail.com'],
    ['A.Sha.Mu.Shi+Boss@GoogleMail.com', 'ashamushi@gmail.com'],
    ['ashamushi@googlemail.com', 'ashamushi@gmail.com'],
    // A dot elsewhere is part of the name: another mailbox.
    ['a.sha.mushi@example.tz', 'a.sha.mushi@example.tz'],
    // The last '@' separates the domain; no '@' is only lower-cased.
    ['"odd@local"+x@example.tz', '"odd@local"@example.tz'],
    ['Admin', 'admin'],
  ])('%s → %s', (email, key) => {
    expect(mailboxKey(email)).toBe(key);
  });

  it('keeps different people apart', () => {
    expect(mailboxKey('asha.mushi@gmail.com')).not.toBe(mailboxKey('asha.mushi2@gmail.com'));
    expect(mailboxKey('asha.mushi@gmail.com')).not.toBe(mailboxKey('asha.mushi@example.tz'));
    expect(mailboxKey('asha.mushi@example.tz')).not.toBe(mailboxKey('ashamushi@example.tz'));
  });
});

import { describe, expect, it } from 'vitest';
import { feedbackReplyLink } from './reply-link';

describe('feedbackReplyLink', () => {
  it('writes to the sender with the subject prefilled as a reply', () => {
    expect(feedbackReplyLink('asha@example.com', 'Export fails')).toBe(
      'mailto:asha@example.com?subject=Re%3A%20Export%20fails',
    );
  });

  it('keeps characters of the subject and the address from breaking the link', () => {
    const link = feedbackReplyLink('a+b@example.com', 'R&D? 100% & more');
    expect(link).toBe('mailto:a%2Bb@example.com?subject=Re%3A%20R%26D%3F%20100%25%20%26%20more');
    expect(new URL(link).searchParams.get('subject')).toBe('Re: R&D? 100% & more');
  });
});

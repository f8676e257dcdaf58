import { describe, expect, it } from 'vitest';
import { FAQ, searchFaq } from './faq';

const answerOf = (id: string) => FAQ.find((entry) => entry.id === id)?.answer.join(' ') ?? '';

describe('the FAQ', () => {
  it("answers from the product's rules", () => {
    expect(answerOf('token-price')).toContain('1,000 TSH gives 300 tokens');
    expect(answerOf('token-price')).toContain('so 1,000 TSH pays for one week');
    expect(answerOf('token-price')).toContain('welcome bonus of 400 tokens');
    expect(answerOf('weeks')).toContain('the placement has 8 weeks');
    expect(answerOf('daily')).toContain('0 to 12 in steps of 0.5');
    expect(answerOf('logout')).toContain('after 10 minutes');
    expect(new Set(FAQ.map((entry) => entry.id)).size).toBe(FAQ.length);
  });
});

describe('searchFaq', () => {
  it('keeps everything for an empty query', () => {
    expect(searchFaq(FAQ, '  ')).toHaveLength(FAQ.length);
  });
  it('matches every word anywhere in the entry, ignoring case', () => {
    expect(searchFaq(FAQ, 'VERIFICATION code').map((entry) => entry.id)).toEqual([
      'verification-code',
    ]);
    expect(searchFaq(FAQ, 'wakala').map((entry) => entry.id)).toEqual(['payment']);
    expect(searchFaq(FAQ, 'AI never invents').map((entry) => entry.id)).toEqual(['ai-never']);
  });
  it('finds nothing for words it does not contain', () => {
    expect(searchFaq(FAQ, 'bitcoin')).toEqual([]);
  });
});

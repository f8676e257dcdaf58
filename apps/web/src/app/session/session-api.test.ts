import { ZLanguageAnswer } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { parseLanguageAnswer } from './session-api';

// Checked by hand to keep zod out of the sign-in screen: it must accept and refuse what the
// shared schema does.
describe('parseLanguageAnswer', () => {
  it.each([{ language: 'sw' }, { language: 'en', extra: 1 }])('accepts %j', (answer) => {
    expect(parseLanguageAnswer(answer)).toEqual(ZLanguageAnswer.parse(answer));
  });

  it.each([null, {}, { language: 'fr' }, { language: 3 }, 'sw'])('refuses %j', (answer) => {
    expect(() => ZLanguageAnswer.parse(answer)).toThrow();
    expect(() => parseLanguageAnswer(answer)).toThrow();
  });
});

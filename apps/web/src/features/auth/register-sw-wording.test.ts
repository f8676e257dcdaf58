// Step 3 in Kiswahili: each error names its field as the label does, and the year placeholder is
// short enough for a 360 px phone.
import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { translateWithTable } from '../../i18n/message-table';
import sw from './locales/register.sw.json';

describe('registration step 3 in Kiswahili', () => {
  it('names the company field as its label does', () => {
    const label = sw.company.label.replace(/\s*\(.*\)$/, '').toLowerCase();
    const error = translateWithTable(MESSAGES.register.areaOfFieldRequired, 'sw').toLowerCase();
    expect(error.startsWith(label)).toBe(true);
  });

  it('asks for the college when none is chosen', () => {
    expect(translateWithTable(MESSAGES.register.collegeRequired, 'sw')).toBe('Chuo kinahitajika');
  });

  it('keeps the year placeholder short', () => {
    expect(sw.academic.selectYear.length).toBeLessThanOrEqual(20);
  });
});

import { describe, expect, it } from 'vitest';
import { plainTextOf } from './plain-text';

describe('plainTextOf (a model answer as plain text)', () => {
  it('strips emphasis, heading marks, links and HTML tags', () => {
    expect(plainTextOf('I **replaced** the _faulty_ `MCB`.')).toBe('I replaced the faulty MCB.');
    expect(
      plainTextOf('# Week 3\nI tested the [earth](https://x.example) loop of the new substation.'),
    ).toBe('Week 3\nI tested the earth loop of the new substation.');
    expect(plainTextOf('I wired the <b>control panel</b> of the pump room.')).toBe(
      'I wired the control panel of the pump room.',
    );
  });

  it("keeps the student's own symbols", () => {
    for (const text of [
      'R&D meeting; voltage < 230 V and > 200 V.',
      'Fixed 3 * 4 bolts on the snake_case_table and the motor’s belt.',
      'I used a 2 x 4 timber and a 10 mm drill bit.',
    ]) {
      expect(plainTextOf(text)).toBe(text);
    }
  });

  it('drops the characters no typed text may hold, keeping tabs and line breaks', () => {
    expect(plainTextOf('I replaced\u0000 the fuse\u0007 of the \u001b[31mpump.\uFFFF')).toBe(
      'I replaced the fuse of the [31mpump.',
    );
    expect(plainTextOf('Monday:\tpump\r\nTuesday:\tvalve\uFFFE')).toBe(
      'Monday:\tpump\r\nTuesday:\tvalve',
    );
  });

  it('refuses an unsafe or mostly-markup field', () => {
    expect(plainTextOf('I checked it <script>alert(1)</script>')).toBeNull();
    expect(plainTextOf('see [x](javascript:alert(1))')).toBeNull();
    expect(plainTextOf('# **Week**\n## **Summary**\n- **a**')).toBeNull();
  });
});

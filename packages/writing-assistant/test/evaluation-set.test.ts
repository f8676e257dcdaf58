// The evaluation set (fixtures/evaluation-set.json and the held-out fixtures/evaluation-held-out
// .json: at least 150 sentences with a planted mistake and 150 correct ones): the assistant fixes
// at least 90% of the planted mistakes and changes at most 1% of the correct sentences. The same
// scoring makes the table of `npm run bench:writing`.
import { describe, expect, it } from 'vitest';
import { createWritingAssistant } from '../src/index';
import { CORRECT, HELD_OUT, PLANTED, score } from './evaluation';

const assistant = createWritingAssistant();
const signal = new AbortController().signal;

describe('the writing assistant on the evaluation set', () => {
  it('has at least 150 realistic sentences of each sort, each once', () => {
    expect(PLANTED.length).toBeGreaterThanOrEqual(150);
    expect(CORRECT.length).toBeGreaterThanOrEqual(150);
    const kinds = ['agreement', 'past', 'doubled', 'capitals', 'spelling', 'articles'];
    expect(new Set(PLANTED.map((p) => p.kind))).toEqual(new Set(kinds));
    expect(new Set(HELD_OUT.planted.map((p) => p.kind))).toEqual(new Set(kinds));
    for (const planted of PLANTED) expect(planted.text).toContain(planted.wrong);
    const texts = [...PLANTED.map((p) => p.text), ...CORRECT];
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('fixes at least 90% of planted mistakes and changes at most 1% of correct sentences', async () => {
    const result = await score((text) => assistant.enhanceText({ text, kind: 'daily' }, signal));
    expect(result.planted).toBe(PLANTED.length);
    expect(
      result.fixed / result.planted,
      JSON.stringify(result.missed, null, 1),
    ).toBeGreaterThanOrEqual(0.9);
    expect(
      result.changed / result.correct,
      JSON.stringify(result.falseChanges, null, 1),
    ).toBeLessThanOrEqual(0.01);
  });

  it('explains its grammar fixes in the suggestions', async () => {
    const tips = await assistant.suggestImprovements('We was checking the the cables.', signal);
    expect(tips).toContain('Make the verb agree with its subject: were.');
    expect(tips.join(' ')).toContain('Remove the repeated word: "the the".');
  });

  it('leaves Swahili as typed and asks for English', async () => {
    const text = 'Leo tulifanya kazi ya kubadilisha nyaya za umeme.';
    expect(await assistant.enhanceText({ text, kind: 'daily' }, signal)).toBe(text);
    const tips = await assistant.suggestImprovements(text, signal);
    expect(tips[0]).toMatch(/in English/);
  });
});

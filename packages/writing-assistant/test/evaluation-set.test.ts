// The evaluation set (fixtures/evaluation-set.json, 190 sentences): the assistant fixes at least
// 90% of the planted mistakes and changes at most 1% of the correct sentences. The same scoring
// makes the table of `npm run bench:writing`.
import { describe, expect, it } from 'vitest';
import { createWritingAssistant } from '../src/index';
import { CORRECT, PLANTED, score } from './evaluation';

const assistant = createWritingAssistant();
const signal = new AbortController().signal;

describe('the writing assistant on the evaluation set', () => {
  it('has at least 150 realistic sentences of both sorts', () => {
    expect(PLANTED.length + CORRECT.length).toBeGreaterThanOrEqual(150);
    expect(new Set(PLANTED.map((p) => p.kind))).toEqual(
      new Set(['agreement', 'past', 'doubled', 'capitals', 'spelling', 'articles']),
    );
    for (const planted of PLANTED) expect(planted.text).toContain(planted.wrong);
  });

  it('fixes at least 90% of planted mistakes and changes at most 1% of correct sentences', async () => {
    const result = await score((text) => assistant.enhanceText({ text, kind: 'daily' }, signal));
    expect(result.missed.length, JSON.stringify(result.missed, null, 1)).toBeLessThanOrEqual(
      Math.floor(result.planted * 0.1),
    );
    expect(result.falseChanges, 'correct sentences changed').toHaveLength(
      Math.min(result.falseChanges.length, Math.floor(result.correct * 0.01)),
    );
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

// The assistant in its worker thread answers exactly as in the calling thread, refuses a call
// whose signal is already aborted, a closed assistant starts a new thread on the next call, and an
// idle one stops its thread.
import { afterAll, describe, expect, it } from 'vitest';
import {
  createWritingAssistant,
  createWritingAssistantInWorker,
  WritingCancelledError,
} from '../src/index';
import { firstStudentWeek } from './fixtures/student-weeks';

const inWorker = createWritingAssistantInWorker();
const inline = createWritingAssistant();
const signal = new AbortController().signal;

afterAll(() => inWorker.close?.());

describe('the writing assistant in a worker thread', () => {
  it('gives the same answers as in the calling thread', async () => {
    const week = firstStudentWeek();
    expect(await inWorker.enhanceWeekly(week, signal)).toEqual(
      await inline.enhanceWeekly(week, signal),
    );
    const text = { text: 'we was checking the the cables', kind: 'daily' as const };
    expect(await inWorker.enhanceText(text, signal)).toBe('We were checking the cables.');
    expect(await inWorker.suggestImprovements(text.text, signal)).toEqual(
      await inline.suggestImprovements(text.text, signal),
    );
    expect(await inWorker.summarize(['I fixed the pump.'], signal)).toBe(
      'My main work was fixing the pump.',
    );
  });

  it('refuses a cancelled call and restarts after close', async () => {
    const aborted = AbortSignal.abort();
    await expect(inWorker.enhanceText({ text: 'x', kind: 'daily' }, aborted)).rejects.toThrow(
      WritingCancelledError,
    );
    await inWorker.close?.();
    expect(await inWorker.enhanceText({ text: 'i fixd the pump', kind: 'daily' }, signal)).toBe(
      'I fixed the pump.',
    );
  });

  it('stops its thread after a while without calls, and starts it again for the next one', async () => {
    const brief = createWritingAssistantInWorker({ idleMs: 200 });
    try {
      expect(brief.running()).toBe(false);
      expect(await brief.summarize(['I fixed the pump.'], signal)).toBe(
        'My main work was fixing the pump.',
      );
      expect(brief.running()).toBe(true);
      await expect.poll(() => brief.running(), { timeout: 5_000 }).toBe(false);
      expect(await brief.enhanceText({ text: 'i fixd the pump', kind: 'daily' }, signal)).toBe(
        'I fixed the pump.',
      );
    } finally {
      await brief.close?.();
    }
  });
});

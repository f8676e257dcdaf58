import type { TLanguage } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { createAccountRecord } from '../../lib/account-record';
import { memoryStore } from '../../lib/storage';
import { apiError } from '../../test/api-errors';
import { createAccountLanguage } from './account-language';

const offline = () => apiError(0, 'network_error', 'No connection', { kind: 'network' });

/** An account language over a memory store, signed in as `owner`, whose sends `answer` settles. */
function setUp(answer: (language: TLanguage) => Promise<unknown>) {
  const store = memoryStore();
  let owner: string | null = '5';
  const sent: TLanguage[] = [];
  const language = createAccountLanguage(
    createAccountRecord(store, 'pending_language', () => owner),
    (chosen) => {
      sent.push(chosen);
      return answer(chosen);
    },
  );
  return { language, sent, store, signInAs: (id: string | null) => (owner = id) };
}

describe('the language on its way to the account', () => {
  it('sends a choice at once and keeps nothing when it arrives', async () => {
    const { language, sent } = setUp(async () => ({ language: 'sw' }));
    expect(await language.choose('sw')).toBe(false);
    expect(sent).toEqual(['sw']);
    expect(language.waiting()).toBeNull();
  });

  it('keeps a choice that finds no network (or a 5xx) and sends it later; the last one wins', async () => {
    let online = false;
    const { language, sent } = setUp(async () => {
      if (!online) throw offline();
    });
    expect(await language.choose('sw')).toBe(true);
    expect(language.waiting()).toBe('sw');
    expect(await language.choose('en')).toBe(true);
    expect(language.waiting()).toBe('en');
    online = true;
    expect(await language.send()).toBe(false);
    expect(sent).toEqual(['sw', 'en', 'en']);
    expect(language.waiting()).toBeNull();
    // Nothing waits: nothing is sent.
    expect(await language.send()).toBe(false);
    expect(sent).toHaveLength(3);
  });

  it('keeps retrying after a 5xx, and drops a choice the server refuses for good', async () => {
    let status = 503;
    const { language } = setUp(async () => {
      throw apiError(status, 'error', 'No');
    });
    expect(await language.choose('sw')).toBe(true);
    status = 400;
    expect(await language.send()).toBe(false);
    expect(language.waiting()).toBeNull();
  });

  it('keeps a newer choice made while an older one is on its way', async () => {
    let arrive: () => void = () => {};
    const { language, sent } = setUp((chosen) =>
      chosen === 'sw' ? new Promise<void>((resolve) => (arrive = resolve)) : Promise.resolve(),
    );
    const first = language.choose('sw');
    while (sent.length === 0) await Promise.resolve();
    const second = language.choose('en');
    arrive();
    await Promise.all([first, second]);
    // One send at a time, each with what waited when it began: the account ends with the last.
    expect(sent).toEqual(['sw', 'en']);
    expect(language.waiting()).toBeNull();
  });

  it('is each account’s own, and keeps nothing while signed out', async () => {
    const { language, signInAs } = setUp(async () => {
      throw offline();
    });
    await language.choose('sw');
    signInAs('6');
    expect(language.waiting()).toBeNull();
    signInAs(null);
    expect(await language.choose('sw')).toBe(false);
    signInAs('5');
    expect(language.waiting()).toBe('sw');
  });
});

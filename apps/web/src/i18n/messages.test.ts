import { MESSAGES } from '@ptlog/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import swMessages from './locales/messages.sw.json';
import { translatableMessagePaths } from './message-table';
import { messagesReady, translateMessage } from './messages';

const KISWAHILI = swMessages as Record<string, string>;

function messageAt(path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], MESSAGES);
}

const digitsOf = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? [];

describe('translateMessage', () => {
  // The Kiswahili table is a chunk of its own; screens wait for it as this does.
  beforeAll(() => messagesReady('sw'));

  it('gives a constant message in Kiswahili', () => {
    expect(translateMessage(MESSAGES.login.invalidCredentials, 'sw')).toBe(
      'Jina la mtumiaji au nenosiri si sahihi. Tafadhali kagua taarifa zako za kuingia.',
    );
  });

  it("carries a message function's values into the Kiswahili", () => {
    expect(translateMessage(MESSAGES.register.phoneTaken('0754111222'), 'sw')).toBe(
      'Namba ya simu 0754111222 tayari imesajiliwa. Tafadhali tumia namba nyingine.',
    );
    expect(translateMessage(MESSAGES.signoff.approvedBy('Asha Mushi', '3 Mar 2026'), 'sw')).toBe(
      'Imeidhinishwa na Asha Mushi tarehe 3 Mar 2026',
    );
    // The repeat window comes from the server's constant in both languages, never a fixed 10.
    expect(
      translateMessage(MESSAGES.email.repeatedBroadcast('30-11-2026 10:05 EAT', 15), 'sw'),
    ).toBe(
      'Barua pepe hiyohiyo (kichwa, ujumbe na wapokeaji) ilishatumwa 30-11-2026 10:05 EAT. Inaweza kutumwa tena dakika 15 baada ya hapo.',
    );
  });

  it("gives the server's wording of a field without a message of its own in Kiswahili", () => {
    expect(translateMessage(MESSAGES.input.required, 'sw')).toBe('Sehemu hii inahitajika.');
    expect(translateMessage(MESSAGES.input.choiceOf('active, banned, unverified'), 'sw')).toBe(
      'Chagua mojawapo ya: active, banned, unverified.',
    );
    expect(translateMessage(MESSAGES.input.wholeAtLeast(1), 'sw')).toBe(
      'Weka namba kamili isiyopungua 1.',
    );
    expect(translateMessage(MESSAGES.input.numberAtLeast(1), 'sw')).toBe(
      'Weka namba isiyopungua 1.',
    );
  });

  it('leaves English as it is', () => {
    expect(translateMessage(MESSAGES.login.invalidCredentials, 'en')).toBe(
      MESSAGES.login.invalidCredentials,
    );
    expect(translateMessage(MESSAGES.register.phoneTaken('0754111222'), 'en')).toBe(
      MESSAGES.register.phoneTaken('0754111222'),
    );
  });

  it('answers a text that is no shared message as it came', () => {
    expect(translateMessage('Something only this field says', 'sw')).toBe(
      'Something only this field says',
    );
  });

  it('keeps in Kiswahili the figures of each constant message (limits, prices)', () => {
    for (const path of translatableMessagePaths()) {
      const english = messageAt(path);
      if (typeof english !== 'string') continue;
      expect(digitsOf(KISWAHILI[path] ?? ''), path).toEqual(digitsOf(english));
    }
  });

  it('keeps the values of every message function that shows them', () => {
    const values = ['QXA', 'QXB'];
    for (const path of translatableMessagePaths()) {
      const build = messageAt(path);
      if (typeof build !== 'function') continue;
      const english = String(build(...values));
      const shown = values.filter((value) => english.includes(value));
      if (shown.length === 0) continue;
      const kiswahili = translateMessage(english, 'sw');
      expect(kiswahili, path).not.toBe(english);
      for (const value of shown) expect(kiswahili, path).toContain(value);
    }
  });
});

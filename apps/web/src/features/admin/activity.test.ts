import { ADMIN_ACTIONS, type TRecentAiLog } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../i18n/i18n';
import { formatDateTime } from '../billing/format';
import { ACTION_COLOR, actionColor, aiUseDetail } from './activity';
import { ADMIN_NS } from './i18n';

describe('action badge colours', () => {
  it('gives each of the six action kinds its own colour', () => {
    const colours = ADMIN_ACTIONS.map((action) => actionColor(action));
    expect(new Set(colours).size).toBe(ADMIN_ACTIONS.length);
    expect(actionColor('BAN')).toBe('red');
    expect(actionColor('ACTIVATE')).toBe('green');
    expect(Object.keys(ACTION_COLOR).sort()).toEqual([...ADMIN_ACTIONS].sort());
  });
  it('falls back to gray for an unknown kind', () => {
    expect(actionColor('PROMOTE')).toBe('gray');
  });
});

describe('an AI use in the recent lists', () => {
  const log = (enhancement_type: string, content_type: string): TRecentAiLog => ({
    user__first_name: 'Amina',
    user__last_name: 'Mushi',
    enhancement_type,
    content_type,
    tokens_consumed: 300,
    created_at: '2026-11-29T19:35:00Z',
  });
  const when = formatDateTime('2026-11-29T19:35:00Z');

  it("says what was enhanced in the reader's words, not as codes", async () => {
    const en = i18n.getFixedT('en', ADMIN_NS);
    expect(aiUseDetail(en, log('full_report', 'weekly'))).toBe(
      `Full enhancement · Weekly report · ${when}`,
    );
    // A text call's kind and content are the same words: said once.
    expect(aiUseDetail(en, log('daily', 'daily'))).toBe(`Daily report · ${when}`);
    await stringsReady('sw');
    const sw = i18n.getFixedT('sw', ADMIN_NS);
    expect(aiUseDetail(sw, log('full_report', 'weekly'))).toBe(
      `Uboreshaji kamili · Ripoti ya wiki · ${when}`,
    );
    expect(aiUseDetail(sw, log('suggestions', 'suggestions'))).toBe(`Mapendekezo · ${when}`);
  });

  it('writes a code no locale names yet as words', () => {
    const en = i18n.getFixedT('en', ADMIN_NS);
    expect(aiUseDetail(en, log('tone_fix', 'cover.letter'))).toBe(
      `Tone fix · Cover.letter · ${when}`,
    );
  });
});

// @vitest-environment happy-dom
// Counts say one in the singular (issue: "Anwani 1 zisizo sahihi hazikutumiwa"): the screens pass
// each count as a number, so the locale's {count, plural, one {…} other {…}} picks the form, in
// Kiswahili as in English, and a count of thousands keeps its separator.
import type { TEmailSendAnswer } from '@ptlog/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BulkActionBar } from '../features/admin/components/BulkActionBar';
import { ADMIN_NS } from '../features/admin/i18n';
import { SendResult } from '../features/broadcast/components/SendOutcome';
import { BROADCAST_NS } from '../features/broadcast/i18n';
import { WEEKLY_REPORT_NS } from '../features/weekly-report/i18n';
import { renderWithProviders } from '../test/render';
import { i18n, stringsReady } from './i18n';
import { messagesReady } from './messages';

function answer(count: number): TEmailSendAnswer {
  return {
    success: true,
    message: 'Emails queued',
    detail: '',
    campaign_id: 1,
    queued: count,
    invalid_count: count,
    invalid_emails: Array.from({ length: Math.min(count, 2) }, (_, index) => ({
      row: index + 2,
      value: 'not-an-address',
    })),
    duplicate_count: count,
    inactive_count: count,
  };
}

function resultLines(count: number): string[] {
  const { unmount } = renderWithProviders(<SendResult answer={answer(count)} />);
  const lines = Array.from(
    screen.getByRole('status').querySelectorAll('p'),
    (line) => line.textContent ?? '',
  );
  unmount();
  return lines;
}

async function inKiswahili() {
  await stringsReady('sw');
  await messagesReady('sw');
  await i18n.changeLanguage('sw');
}

describe('the counts of a broadcast and of a selection', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('word one address and two apart in Kiswahili', async () => {
    await inKiswahili();
    expect(resultLines(1)).toEqual([
      'Barua pepe 1 imepangwa kutumwa.',
      'Anwani 1 iliyojirudia imerukwa.',
      'Anwani 1 ya akaunti iliyozuiwa au kufutwa imerukwa.',
      'Anwani 1 isiyo sahihi haikutumiwa:',
    ]);
    expect(resultLines(2)).toEqual([
      'Barua pepe 2 zimepangwa kutumwa.',
      'Anwani 2 zilizojirudia zimerukwa.',
      'Anwani 2 za akaunti zilizozuiwa au kufutwa zimerukwa.',
      'Anwani 2 zisizo sahihi hazikutumiwa:',
    ]);
    expect(resultLines(1234)[0]).toBe('Barua pepe 1,234 zimepangwa kutumwa.');
  });

  it('word one address and two apart in English', () => {
    expect(resultLines(1)).toEqual([
      '1 e-mail queued.',
      '1 repeated address skipped.',
      '1 address of a banned or deleted account skipped.',
      '1 invalid address not sent to:',
    ]);
    expect(resultLines(1234)[0]).toBe('1,234 e-mails queued.');
  });

  it('word one selected user and two apart in Kiswahili', async () => {
    await inKiswahili();
    const toolbarText = (selectedCount: number) => {
      const { unmount } = renderWithProviders(
        <BulkActionBar selectedCount={selectedCount} onClear={() => {}} onAction={() => {}} />,
      );
      const text = screen.getByText(/amechaguliwa|wamechaguliwa/).textContent;
      unmount();
      return text;
    };
    expect(toolbarText(1)).toMatch(/^1 amechaguliwa/);
    expect(toolbarText(2)).toMatch(/^2 wamechaguliwa/);
  });

  it('word the other counts of one in the singular in Kiswahili', async () => {
    await stringsReady('sw');
    const admin = i18n.getFixedT('sw', ADMIN_NS);
    const broadcast = i18n.getFixedT('sw', BROADCAST_NS);
    const weekly = i18n.getFixedT('sw', WEEKLY_REPORT_NS);
    expect(admin('bulk.stopped.BAN', { done: 1, total: 1234, rest: 1233 })).toBe(
      'Mtumiaji 1 kati ya 1,234 alizuiwa kabla kitendo hakijasimama; 1,233 waliobaki bado wamechaguliwa.',
    );
    expect(admin('bulk.stopped.DELETE', { done: 2, total: 3, rest: 1 })).toBe(
      'Watumiaji 2 kati ya 3 walifutwa kabla kitendo hakijasimama; 1 aliyebaki bado amechaguliwa.',
    );
    expect(admin('weekState.approved', { count: 1 })).toBe('iliyoidhinishwa 1');
    expect(admin('weekState.approved', { count: 2 })).toBe('zilizoidhinishwa 2');
    expect(broadcast('excel.confirmSkipped', { count: 1 })).toBe(
      'Mstari 1 wenye anwani isiyo sahihi au iliyojirudia utarukwa.',
    );
    expect(broadcast('excel.confirmSkipped', { count: 2 })).toBe(
      'Mistari 2 yenye anwani isiyo sahihi au iliyojirudia itarukwa.',
    );
    expect(broadcast('excel.confirmInactive', { count: 1 })).toBe(
      'Anwani 1 ya akaunti iliyozuiwa au kufutwa itarukwa.',
    );
    expect(broadcast('excel.confirmMessage', { subject: 'S', count: 1234, file: 'a.xlsx' })).toBe(
      '“S” itatumwa kwa barua pepe kwa anwani 1,234 kutoka a.xlsx. Haiwezi kurudishwa.',
    );
    expect(broadcast('campaigns.progressDone', { sent: 1, failed: 1, queued: 2 })).toBe(
      'Imekamilika: 1 imetumwa, 1 imeshindikana kati ya 2',
    );
    expect(broadcast('campaigns.progressSending', { sent: 2, failed: 0, queued: 3 })).toBe(
      'Inatumwa: 2 kati ya 3 zimetumwa, 0 zimeshindikana',
    );
    expect(weekly('overview.progressCount', { completed: 1, total: 8, percent: 13 })).toBe(
      'Wiki 1 kati ya 8 imekamilika (13%)',
    );
    expect(weekly('overview.signedCount', { signed: 1, total: 8 })).toBe(
      'Wiki 1 kati ya 8 imesainiwa na msimamizi wako',
    );
    const english = i18n.getFixedT('en', ADMIN_NS);
    expect(english('bulk.stopped.BAN', { done: 1, total: 2, rest: 1 })).toBe(
      '1 of 2 users was banned before it stopped; the other 1 is still selected.',
    );
  });
});

import { MESSAGES, type TEmailCampaign } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-error';
import {
  allUsersErrors,
  campaignProgress,
  campaignsPollInterval,
  excelErrors,
  invalidRowsOf,
  sendFailureMessage,
} from './broadcast';
import { BROADCAST_NS } from './i18n';

const good = { subject: 'Week 3 reminder', message: 'Please submit your weekly report by Friday.' };

describe('broadcast forms', () => {
  it('needs a trimmed subject (3+) and message (10+), each said beside its field', () => {
    expect(allUsersErrors({ subject: '  ', message: ' ' })).toEqual({
      subject: MESSAGES.email.subjectAndMessageRequired,
      message: MESSAGES.email.subjectAndMessageRequired,
    });
    expect(allUsersErrors({ ...good, subject: 'Hi' })).toEqual({
      subject: MESSAGES.email.subjectTooShort,
    });
    expect(allUsersErrors({ ...good, message: 'Too short' })).toEqual({
      message: MESSAGES.email.messageTooShort,
    });
    expect(allUsersErrors(good)).toEqual({});
  });
  it('needs an .xlsx file that is not empty', () => {
    expect(excelErrors(null, good)).toEqual({ file: MESSAGES.email.fileRequired });
    expect(excelErrors({ name: 'list.csv', size: 20 }, good)).toEqual({
      file: MESSAGES.email.invalidFileType,
    });
    expect(excelErrors({ name: 'LIST.XLSX', size: 0 }, good)).toEqual({
      file: MESSAGES.email.fileEmpty,
    });
    expect(excelErrors({ name: 'LIST.XLSX', size: 300 }, good)).toEqual({});
    expect(excelErrors({ name: 'a.xlsx', size: 3 }, { subject: '', message: '' })).toEqual({
      subject: MESSAGES.email.subjectAndMessageEmpty,
      message: MESSAGES.email.subjectAndMessageEmpty,
    });
  });
  it("shows the server's reason, else the spec's failure text", () => {
    const refused = new ApiError({
      status: 400,
      code: 'validation_error',
      detail: 'Invalid',
      kind: 'validation',
      fieldErrors: { file: ['The sheet has no Email column'] },
    });
    expect(sendFailureMessage(refused, MESSAGES.email.sendExcelFailed)).toBe(
      'The sheet has no Email column',
    );
    const down = new ApiError({ status: 503, code: 'x', detail: 'Down', kind: 'general' });
    expect(sendFailureMessage(down, MESSAGES.email.sendAllFailed)).toBe(
      MESSAGES.email.sendAllFailed,
    );
  });
  it("reads the refused sheet's rows from errors.invalid_emails", () => {
    const refused = new ApiError({
      status: 400,
      code: 'validation_error',
      detail: MESSAGES.email.noValidAddresses,
      kind: 'validation',
      fieldErrors: {
        file: [MESSAGES.email.noValidAddresses],
        invalid_emails: ['Row 2: nope', 'Row 7: ', 'something else'],
      },
    });
    expect(invalidRowsOf(refused)).toEqual([
      { row: 2, value: 'nope' },
      { row: 7, value: '' },
      { row: null, value: 'something else' },
    ]);
    expect(invalidRowsOf(new Error('offline'))).toEqual([]);
  });
});

const campaign = (over: Partial<TEmailCampaign>): TEmailCampaign => ({
  id: 1,
  source: 'excel',
  subject: 'Hello',
  message: 'Hello everyone there',
  file_name: 'list.xlsx',
  audience: null,
  created_by: 1,
  created_by_name: 'Neema Kimaro',
  created_at: '2026-11-23T10:00:00Z',
  queued: 4,
  sent: 2,
  failed: 1,
  pending: 1,
  invalid: 2,
  status: 'sending',
  ...over,
});

describe('campaign progress', () => {
  it('splits the queued mails into sent, failed and pending', () => {
    expect(campaignProgress(i18n.getFixedT('en', BROADCAST_NS), campaign({}))).toEqual({
      sent: 50,
      failed: 25,
      pending: 25,
      label: 'Sending: 2 of 4 sent, 1 failed',
    });
    expect(
      campaignProgress(
        i18n.getFixedT('en', BROADCAST_NS),
        campaign({ sent: 3, pending: 0, status: 'done' }),
      ).label,
    ).toBe('Done: 3 sent, 1 failed of 4');
    expect(
      campaignProgress(
        i18n.getFixedT('en', BROADCAST_NS),
        campaign({ queued: 0, sent: 0, failed: 0, pending: 0 }),
      ).sent,
    ).toBe(0);
  });
  it('polls only while a campaign is sending', () => {
    expect(campaignsPollInterval([campaign({ status: 'done' }), campaign({})])).toBe(2000);
    expect(campaignsPollInterval([campaign({ status: 'done' })])).toBe(false);
    expect(campaignsPollInterval(undefined)).toBe(false);
  });
});

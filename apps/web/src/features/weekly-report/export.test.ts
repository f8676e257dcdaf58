import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  downloadFileName,
  exportFailureMessage,
  exportFileName,
  hasSomethingToDownload,
} from './export';
import { dailyFixture, weeklyFixture } from './weekly-report.fixture';

const apiError = (status: number, code: string, detail: string, kind = 'general' as const) =>
  new ApiError({ status, code, detail, kind });

describe('exportFileName', () => {
  it('uses the spec names', () => {
    expect(exportFileName('week', 'pdf', '2026-03-18')).toBe('weekly-report.pdf');
    expect(exportFileName('all', 'docx', '2026-03-18')).toBe('all-weekly-reports-2026-03-18.docx');
  });
});

describe('downloadFileName', () => {
  it("takes the server's name (its East Africa date), the spec's name only without one", () => {
    const fallback = exportFileName('all', 'pdf', '2026-03-18');
    const named = new File(['%PDF'], 'all-weekly-reports-2026-03-19.pdf');
    expect(downloadFileName(named, fallback)).toBe('all-weekly-reports-2026-03-19.pdf');
    expect(downloadFileName(new Blob(['%PDF']), fallback)).toBe(fallback);
  });
});

describe('hasSomethingToDownload', () => {
  it('needs one daily report with a description', () => {
    expect(hasSomethingToDownload([])).toBe(false);
    expect(hasSomethingToDownload([weeklyFixture({ daily_monday: '   ' })])).toBe(false);
    expect(hasSomethingToDownload([weeklyFixture({ daily_wednesday: 'Wired a panel' })])).toBe(
      true,
    );
  });

  it("counts the described days of the weeks 'all' prints as drafts (no weekly report yet)", () => {
    const draft = (description: string) => ({
      week_number: 2,
      daily_reports: [dailyFixture({ date: '2026-01-12', description })],
    });
    expect(hasSomethingToDownload([], [draft('Serviced the generator')])).toBe(true);
    // A weekly report with no described day, the described days logged in another week.
    expect(
      hasSomethingToDownload([weeklyFixture({ daily_monday: '' })], [draft('Fitted a gate')]),
    ).toBe(true);
    expect(hasSomethingToDownload([], [draft('  ')])).toBe(false);
  });
});

describe('exportFailureMessage', () => {
  it("shows the server's export messages", () => {
    const noReports = apiError(404, ERROR_CODES.NOT_FOUND, MESSAGES.export.noReports);
    expect(exportFailureMessage(noReports, 'all', 'pdf')).toBe(MESSAGES.export.noReports);
    const format = apiError(400, ERROR_CODES.VALIDATION_ERROR, MESSAGES.export.unsupportedFormat);
    expect(exportFailureMessage(format, 'week', 'pdf')).toBe(MESSAGES.export.unsupportedFormat);
  });

  it('words transport and server failures as the spec does', () => {
    expect(exportFailureMessage(apiError(401, 'unauthenticated', 'x'), 'week', 'pdf')).toBe(
      MESSAGES.export.authRequired,
    );
    expect(exportFailureMessage(apiError(502, 'http_502', 'x'), 'week', 'pdf')).toBe(
      MESSAGES.export.serverError,
    );
    expect(exportFailureMessage(apiError(404, 'http_404', 'Not found.'), 'week', 'pdf')).toBe(
      MESSAGES.export.pdfEndpointNotFound,
    );
  });

  it('falls back to the failed-download message of the scope', () => {
    expect(exportFailureMessage(new Error('boom'), 'week', 'docx')).toBe(
      'Failed to download DOCX report. Please try again.',
    );
    expect(exportFailureMessage(apiError(429, 'rate_limited', 'Slow down'), 'all', 'pdf')).toBe(
      MESSAGES.export.allFailed,
    );
  });
});

import { MESSAGES } from '@ptlog/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillWeekTwo, pdfWords, WEEK2_DAYS } from './helpers/export-files';
import { buildLogbookApp, dayOf, signedInStudent, type TStudentClient } from './helpers/logbook';
import { expectStatus, weeklyReport } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const weekTwo = [0, 1, 2, 3, 4].map((day) => dayOf(2, day as 0 | 1 | 2 | 3 | 4));

function expectRefusal(
  response: Awaited<ReturnType<TStudentClient['call']>>,
  status: number,
  detail: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain('application/json');
  expect(response.json().detail).toBe(detail);
}

describe('who may export what', () => {
  const testApp = perSuite(buildLogbookApp);
  let owner: TStudentClient;
  let other: TStudentClient;
  let staff: TStudentClient;
  let weeklyId: number;
  let dailyId: number;

  beforeAll(async () => {
    owner = await signedInStudent(testApp);
    other = await signedInStudent(testApp);
    staff = await signedInStudent(testApp, { isStaff: true });
    ({ weeklyId } = await fillWeekTwo(owner, weekTwo));
    dailyId = expectStatus(await owner.call('GET', '/api/reports/daily/?week_number=2'), 200)
      .results[0].id;
  });

  it("answers 404 for another student's reports, as for missing ones", async () => {
    expectRefusal(
      await other.call('GET', `/api/export/weekly/${weeklyId}/pdf/`),
      404,
      MESSAGES.weekly.notFound,
    );
    expectRefusal(
      await other.call('GET', `/api/export/weekly/999999/pdf/`),
      404,
      MESSAGES.weekly.notFound,
    );
    expectRefusal(
      await other.call('GET', `/api/export/daily/${dailyId}/docx/`),
      404,
      MESSAGES.daily.notFound,
    );
    expectRefusal(
      await other.call('GET', `/api/reports/weekly/download-all/${owner.id}/`),
      404,
      MESSAGES.generic.notFound,
    );
    expectRefusal(
      await other.call('POST', '/api/export/bulk/', { report_ids: [weeklyId], format: 'pdf' }),
      404,
      MESSAGES.weekly.notFound,
    );
    // The other student's own week 2 does not exist: the owner's is not reached by week number.
    expectRefusal(
      await other.call('GET', '/api/reports/weekly/week/2/download/pdf/'),
      404,
      MESSAGES.weekly.notFound,
    );
  });

  it("lets staff export any student's reports", async () => {
    const weekly = await staff.call('GET', `/api/export/weekly/${weeklyId}/pdf/`);
    expect(weekly.statusCode, weekly.body).toBe(200);
    expect(await pdfWords(weekly.rawPayload)).toContain(WEEK2_DAYS[0]);
    expect((await staff.call('GET', `/api/export/daily/${dailyId}/docx/`)).statusCode).toBe(200);
    const all = await staff.call(
      'GET',
      `/api/reports/weekly/download-all/${owner.id}/?format=docx`,
    );
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-disposition']).toBe(
      'attachment; filename="all-weekly-reports-2026-03-18.docx"',
    );
    const bulk = await staff.call('POST', '/api/export/bulk/', { report_ids: [weeklyId] });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.headers['content-disposition']).toBe('attachment; filename="bulk-report.pdf"');
  });

  it('keeps one bulk document to one student', async () => {
    const othersWeek = await weeklyReport(other, 1);
    expectRefusal(
      await staff.call('POST', '/api/export/bulk/', {
        report_ids: [weeklyId, othersWeek],
        format: 'pdf',
      }),
      400,
      MESSAGES.export.bulkOneStudent,
    );
    const empty = await owner.call('POST', '/api/export/bulk/', { report_ids: [], format: 'pdf' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.report_ids).toEqual([MESSAGES.export.bulkEmpty]);
  });

  it('refuses any format but PDF and DOCX with the spec message', async () => {
    const urls: [string, string, object?][] = [
      ['GET', `/api/export/weekly/${weeklyId}/xlsx/`],
      ['GET', '/api/reports/weekly/week/2/download/html/'],
      ['GET', `/api/export/daily/${dailyId}/txt/`],
      ['POST', '/api/export/all-weekly-reports/csv/'],
      ['GET', `/api/reports/weekly/download-all/${owner.id}/?format=rtf`],
      ['POST', '/api/export/bulk/', { report_ids: [weeklyId], format: 'odt' }],
      ['GET', '/api/export/general/zip/'],
    ];
    for (const [method, url, body] of urls) {
      const response = await owner.call(method as 'GET' | 'POST', url, body);
      expectRefusal(response, 400, MESSAGES.export.unsupportedFormat);
    }
    // Case does not matter.
    expect((await owner.call('GET', `/api/export/weekly/${weeklyId}/PDF/`)).statusCode).toBe(200);
  });

  it('refuses downloads while no daily report has a description', async () => {
    const fresh = await signedInStudent(testApp);
    const emptyWeek = await weeklyReport(fresh, 1);
    expectRefusal(
      await fresh.call('GET', `/api/export/weekly/${emptyWeek}/pdf/`),
      404,
      MESSAGES.export.noReports,
    );
    expectRefusal(
      await fresh.call('GET', '/api/reports/weekly/week/1/download/docx/'),
      404,
      MESSAGES.export.noReports,
    );
    expectRefusal(
      await fresh.call('POST', '/api/export/all-weekly-reports/pdf/'),
      404,
      MESSAGES.export.noReports,
    );
    const none = await signedInStudent(testApp);
    expectRefusal(
      await none.call('POST', '/api/export/all-weekly-reports/docx/', {}),
      404,
      MESSAGES.export.noReports,
    );
    expectRefusal(
      await none.call('GET', `/api/reports/weekly/download-all/${none.id}/`),
      404,
      MESSAGES.export.noReports,
    );
  });

  it('says clearly that the general report cannot be exported yet', async () => {
    for (const format of ['pdf', 'docx']) {
      expectRefusal(
        await owner.call('GET', `/api/export/general/${format}/`),
        404,
        MESSAGES.export.generalNotAvailable,
      );
    }
  });

  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/export/weekly/${weeklyId}/pdf/`,
    });
    expect(response.statusCode).toBe(401);
  });
});

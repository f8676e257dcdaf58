// The users export as an Excel workbook (ADR 0022): the CSV's columns and rows with typed cells, so
// a coordinator's Excel keeps phone numbers whole and sorts dates as dates.
import { MESSAGES } from '@ptlog/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, dailyReports, users } from '../src/db/schema';
import { buildAdminApp, signedInStaff, student } from './helpers/admin';
import { builtOnce, perSuite } from './helpers/per-suite';
import { cellsOf, downloadedSheet } from './helpers/xlsx';

const testApp = perSuite(() => buildAdminApp());
const staff = builtOnce(() => signedInStaff(testApp));

const EXPORT = '/api/admin/users/export/';

async function workbookOf(query: string) {
  return downloadedSheet(await staff.get(`${EXPORT}?${query}`), 'users.xlsx', 'Users');
}

describe('GET /api/admin/users/export/?format=xlsx', () => {
  it("writes the CSV's columns with typed cells: phone as text, dates as dates in EAT", async () => {
    const rehema = await student(
      testApp.db,
      {
        firstName: '=HYPERLINK("http://x")',
        lastName: 'Xlsxphone',
        dateJoined: new Date('2026-03-02T21:30:00Z'),
      },
      { program: 'MECHANICAL', phoneNumber: '+255712345678', department: '+SUM(A1)' },
    );
    await testApp.db.insert(dailyReports).values({
      studentId: rehema.id,
      date: '2026-03-13',
      weekNumber: 1,
      description: 'Checked the pump seals.',
      hoursSpent: 8,
    });
    const csv = await staff.get(`${EXPORT}?format=csv&search=Xlsxphone`);
    const sheet = await workbookOf('format=xlsx&search=Xlsxphone');

    const csvHeader = csv.body.split('\r\n')[0]!.replaceAll('"', '').split(',');
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(csvHeader);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.actualRowCount).toBe(2);
    const cell = cellsOf(sheet, 2);
    expect(cell('id').value).toBe(rehema.id);
    // Text, not the number 255712345678 that Excel would show as 2.55713E+11.
    expect(cell('phone_number').value).toBe('+255712345678');
    expect(cell('program').value).toBe('Mechanical Engineering');
    expect(cell('is_active').value).toBe(true);
    // 21:30 UTC on 2 March is 00:30 on 3 March in Dar es Salaam.
    expect(cell('date_joined').value).toEqual(new Date('2026-03-03T00:30:00Z'));
    expect(cell('date_joined').numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(cell('last_login').value).toBeNull();
    expect(cell('last_entry').value).toEqual(new Date('2026-03-13T00:00:00Z'));
    expect(cell('last_entry').numFmt).toBe('yyyy-mm-dd');
    // Strings stay strings: a cell is never a formula, so nothing needs an apostrophe.
    expect(cell('first_name').value).toBe('=HYPERLINK("http://x")');
    expect(cell('first_name').formula).toBeUndefined();
    expect(cell('department').value).toBe('+SUM(A1)');
  });

  it('streams every matching user past one batch, and audits the format', async () => {
    await testApp.db.insert(users).values(
      Array.from({ length: 620 }, (_, index) => ({
        email: `sheet-${index}@bulk-xlsx.test`,
        username: `sheet-${index}`,
        firstName: 'Sheet',
        lastName: `Row${index}`,
        passwordHash: '!',
      })),
    );
    const sheet = await workbookOf('format=xlsx&search=%40bulk-xlsx.test');
    expect(sheet.actualRowCount).toBe(621);
    expect(cellsOf(sheet, 621)('email').value).toBe('sheet-619@bulk-xlsx.test');

    const exports = await testApp.db
      .select({ details: auditLogs.details })
      .from(auditLogs)
      .where(and(eq(auditLogs.actorId, staff.id), eq(auditLogs.action, 'admin.users.export')));
    expect(exports.map((row) => row.details)).toContainEqual({
      format: 'xlsx',
      filters: { search: '@bulk-xlsx.test' },
    });
  });

  it("answers 404 'No users to export' as JSON when nothing matches, 400 for another format", async () => {
    const empty = await staff.get(`${EXPORT}?format=xlsx&search=nobody-like-this`);
    expect(empty.statusCode).toBe(404);
    expect(empty.json().detail).toBe(MESSAGES.admin.noUsersToExport);
    expect((await staff.get(`${EXPORT}?format=pdf`)).statusCode).toBe(400);
  });
});

// The users export as an Excel workbook (ADR 0022): the CSV's columns and rows, under headers in
// words (the CSV keeps its field names), with typed cells, so a coordinator's Excel keeps phone
// numbers whole and sorts dates as dates.
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
  it("writes the CSV's columns under words, typed: phone as text, dates in EAT", async () => {
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

    // The CSV is unchanged: field names, for scripts (spec 2 §7).
    const csvHeader = csv.body.split('\r\n')[0]!.replaceAll('"', '').split(',');
    expect(csvHeader.join(',')).toBe(
      'id,username,email,first_name,last_name,is_staff,is_active,email_verified,date_joined,' +
        'last_login,program,year_of_study,pt_phase,department,phone_number,company_name,' +
        'company_region,student_id,last_entry',
    );
    // The workbook's are words, in the CSV's order; its times say their zone.
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual([
      'ID',
      'Username',
      'E-mail',
      'First name',
      'Last name',
      'Staff',
      'Active',
      'E-mail verified',
      'Date joined (EAT)',
      'Last login (EAT)',
      'Program',
      'Year of study',
      'PT phase',
      'Department',
      'Phone',
      'Company',
      'Company region',
      'Student ID',
      'Last entry',
    ]);
    // Row for row, cell for cell the CSV's values (here: the id, names and e-mail).
    const csvRow = csv.body.split('\r\n')[1]!.split(',');
    expect(csvRow.slice(0, 3)).toEqual(
      [rehema.id, rehema.username, rehema.email].map((value) => `"${value}"`),
    );
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.actualRowCount).toBe(2);
    const cell = cellsOf(sheet, 2);
    expect(cell('ID').value).toBe(rehema.id);
    expect(cell('Username').value).toBe(rehema.username);
    expect(cell('E-mail').value).toBe(rehema.email);
    // Text, not the number 255712345678 that Excel would show as 2.55713E+11.
    expect(cell('Phone').value).toBe('+255712345678');
    expect(cell('Program').value).toBe('Mechanical Engineering');
    expect(cell('Active').value).toBe(true);
    expect(cell('Staff').value).toBe(false);
    // 21:30 UTC on 2 March is 00:30 on 3 March in Dar es Salaam.
    expect(cell('Date joined (EAT)').value).toEqual(new Date('2026-03-03T00:30:00Z'));
    expect(cell('Date joined (EAT)').numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(cell('Last login (EAT)').value).toBeNull();
    expect(cell('Last entry').value).toEqual(new Date('2026-03-13T00:00:00Z'));
    expect(cell('Last entry').numFmt).toBe('yyyy-mm-dd');
    // Strings stay strings: a cell is never a formula, so nothing needs an apostrophe.
    expect(cell('First name').value).toBe('=HYPERLINK("http://x")');
    expect(cell('First name').formula).toBeUndefined();
    expect(cell('Last name').value).toBe('Xlsxphone');
    expect(cell('Department').value).toBe('+SUM(A1)');
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
    expect(cellsOf(sheet, 621)('E-mail').value).toBe('sheet-619@bulk-xlsx.test');

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

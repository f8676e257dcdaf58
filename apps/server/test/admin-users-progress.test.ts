// The staff users list for a cohort: sorting (`ordering`), each student's last entry, the
// "no entry in the last N days" filter, search by words in any order, and the CSV's phones and
// program names.
import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { dailyReports, weeklyReports } from '../src/db/schema';
import { ADMIN_API, buildAdminApp, NOW, signedInStaff, student } from './helpers/admin';
import { builtOnce, perSuite } from './helpers/per-suite';

const testApp = perSuite(() => buildAdminApp());
const staff = builtOnce(() => signedInStaff(testApp));

const DAY = 86_400_000;
const joinedDaysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

async function logDays(studentId: number, dates: string[]) {
  await testApp.db.insert(dailyReports).values(
    dates.map((date) => ({
      studentId,
      date,
      weekNumber: 1,
      description: 'Checked the pump seals.',
      hoursSpent: 8,
    })),
  );
}

async function weeks(studentId: number, statuses: ('DRAFT' | 'SUBMITTED' | 'APPROVED')[]) {
  await testApp.db
    .insert(weeklyReports)
    .values(statuses.map((status, index) => ({ studentId, weekNumber: index + 1, status })));
}

async function list(query: string) {
  const response = await staff.get(`${ADMIN_API}/users/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const namesOf = async (query: string) =>
  (await list(query)).users.map((user: { first_name: string }) => user.first_name);

/**
 * Today is Wednesday 18 March 2026 (NOW). Asha logged 2–3 March (week 1 approved), Bakari 16–17
 * March (two weeks submitted), Chiku nothing, Daudi 9–11 March (a draft week).
 */
const cohort = builtOnce(async () => {
  const asha = await student(testApp.db, {
    firstName: 'Asha',
    lastName: 'Ordfa',
    dateJoined: joinedDaysAgo(10),
  });
  const bakari = await student(testApp.db, {
    firstName: 'Bakari',
    lastName: 'Ordfb',
    dateJoined: joinedDaysAgo(5),
  });
  const chiku = await student(testApp.db, {
    firstName: 'Chiku',
    lastName: 'Ordfc',
    dateJoined: joinedDaysAgo(1),
  });
  const daudi = await student(testApp.db, {
    firstName: 'Daudi',
    lastName: 'Ordfd',
    dateJoined: joinedDaysAgo(3),
  });
  // Staff keep no log book: never "behind", after the students in the log book orders.
  await student(testApp.db, {
    firstName: 'Zuhura',
    lastName: 'Ordfz',
    isStaff: true,
    dateJoined: joinedDaysAgo(20),
  });
  await logDays(asha.id, ['2026-03-02', '2026-03-03']);
  await weeks(asha.id, ['APPROVED']);
  await logDays(bakari.id, ['2026-03-16', '2026-03-17']);
  await weeks(bakari.id, ['SUBMITTED', 'SUBMITTED']);
  await logDays(daudi.id, ['2026-03-09', '2026-03-10', '2026-03-11']);
  await weeks(daudi.id, ['DRAFT']);
  return { asha, bakari, chiku, daudi };
});

describe('GET users ?ordering=', () => {
  it('sorts by name, join date, last entry and weeks, either way; newest first by default', async () => {
    const names = (ordering?: string) =>
      namesOf(`search=ordf${ordering ? `&ordering=${ordering}` : ''}`);
    expect(await names()).toEqual(['Chiku', 'Daudi', 'Bakari', 'Asha', 'Zuhura']);
    expect(await names('-date_joined')).toEqual(['Chiku', 'Daudi', 'Bakari', 'Asha', 'Zuhura']);
    expect(await names('date_joined')).toEqual(['Zuhura', 'Asha', 'Bakari', 'Daudi', 'Chiku']);
    // Surname, then first name.
    expect(await names('name')).toEqual(['Asha', 'Bakari', 'Chiku', 'Daudi', 'Zuhura']);
    expect(await names('-name')).toEqual(['Zuhura', 'Daudi', 'Chiku', 'Bakari', 'Asha']);
    // Never logged is the furthest behind: first going up, last going down; staff after all.
    expect(await names('last_entry')).toEqual(['Chiku', 'Asha', 'Daudi', 'Bakari', 'Zuhura']);
    expect(await names('-last_entry')).toEqual(['Bakari', 'Daudi', 'Asha', 'Chiku', 'Zuhura']);
    // Weeks handed in (submitted or approved), then days logged: Daudi's draft week is not one.
    expect(await names('weeks')).toEqual(['Chiku', 'Daudi', 'Asha', 'Bakari', 'Zuhura']);
    expect(await names('-weeks')).toEqual(['Bakari', 'Asha', 'Daudi', 'Chiku', 'Zuhura']);
  });

  it('pages a sorted list without repeating or losing anyone', async () => {
    const first = await namesOf('search=ordf&ordering=-last_entry&page_size=2&page=1');
    const second = await namesOf('search=ordf&ordering=-last_entry&page_size=2&page=2');
    const third = await namesOf('search=ordf&ordering=-last_entry&page_size=2&page=3');
    expect([...first, ...second, ...third]).toEqual(['Bakari', 'Daudi', 'Asha', 'Chiku', 'Zuhura']);
  });

  it('refuses an ordering it does not know with 400 and the message naming the keys', async () => {
    const response = await staff.get(`${ADMIN_API}/users/?ordering=age`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.ordering).toEqual([MESSAGES.admin.orderingInvalid]);
  });
});

describe('GET users: last entry and the no-entry filter', () => {
  it("answers each user's newest daily report date, null when none, in the list and details", async () => {
    const { bakari, chiku } = cohort;
    const rows = (await list('search=ordf')).users as { id: number; last_entry: string | null }[];
    expect(Object.fromEntries(rows.map((row) => [row.id, row.last_entry]))).toMatchObject({
      [bakari.id]: '2026-03-17',
      [chiku.id]: null,
    });
    const detail = await staff.get(`${ADMIN_API}/users/${bakari.id}/`);
    expect(detail.json()).toMatchObject({ last_entry: '2026-03-17', daily_reports: 2 });
  });

  it('no_entry_days=7 lists students with no day logged from 12 March (today included) on', async () => {
    // Daudi's last day, 11 March, is eight days before today: outside the seven.
    expect(await namesOf('search=ordf&no_entry_days=7')).toEqual(['Chiku', 'Daudi', 'Asha']);
    expect(await namesOf('search=ordf&no_entry_days=8')).toEqual(['Chiku', 'Asha']);
    expect((await list('search=ordf&no_entry_days=7')).pagination.total_count).toBe(3);
  });

  it('refuses a day count outside 1 to 56 with 400 and a clear message', async () => {
    for (const days of ['0', '57', 'week']) {
      const response = await staff.get(`${ADMIN_API}/users/?no_entry_days=${days}`);
      expect(response.statusCode, days).toBe(400);
      expect(response.json().errors.no_entry_days, days).toEqual([
        MESSAGES.admin.noEntryDaysInvalid,
      ]);
    }
  });
});

describe('GET users ?search= with several words', () => {
  it('finds a person by their words in any order, each word matching some field', async () => {
    const neema = await student(
      testApp.db,
      { firstName: 'Neema', lastName: 'Mwitaword' },
      { studentId: '2022-04-17771', phoneNumber: '+255754014282' },
    );
    await student(testApp.db, { firstName: 'Neema', lastName: 'Kombaword' });
    const ids = async (search: string) =>
      (await list(`search=${encodeURIComponent(search)}`)).users.map(
        (user: { id: number }) => user.id,
      );
    for (const typed of [
      'mwitaword neema',
      'Neema Mwitaword',
      '  MWITAWORD   neema ',
      'mwitaword 17771',
      '0754014282 neema',
      '0754 014 282',
    ]) {
      expect(await ids(typed), typed).toEqual([neema.id]);
    }
    expect(await ids('mwitaword zawadi')).toEqual([]);
    expect((await ids('neema word')).length).toBe(2);
  });
});

describe('CSV export for a coordinator', () => {
  it('writes phones as stored (no apostrophe), program names, the last entry; formulas still neutralised', async () => {
    const rehema = await student(
      testApp.db,
      { firstName: 'Rehema', lastName: 'Csvphone' },
      { program: 'MECHANICAL', phoneNumber: '+255712345678', department: '+SUM(A1)' },
    );
    await logDays(rehema.id, ['2026-03-13']);
    const response = await staff.get('/api/admin/users/export/?format=csv&search=Csvphone');
    expect(response.statusCode, response.body).toBe(200);
    const [header, line] = response.body.trim().split('\r\n') as [string, string];
    const headers = header.split(',');
    const cells = line.split('","').map((cell) => cell.replace(/^"|"$/g, ''));
    const cell = (name: string) => cells[headers.indexOf(`"${name}"`)];
    expect(cell('phone_number')).toBe('+255712345678');
    expect(cell('program')).toBe('Mechanical Engineering');
    expect(cell('last_entry')).toBe('2026-03-13');
    // A + that starts anything but a phone number is still a formula and still neutralised.
    expect(cell('department')).toBe("'+SUM(A1)");
  });

  it('exports the no-entry filter: the phones of those to remind', async () => {
    const response = await staff.get('/api/admin/users/export/?search=ordf&no_entry_days=7');
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body.trim().split('\r\n');
    expect(lines.slice(1).map((row) => row.split(',')[3])).toEqual([
      '"Asha"',
      '"Chiku"',
      '"Daudi"',
    ]);
  });
});

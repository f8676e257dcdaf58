import { asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { TDb } from '../src/db/client';
import { companies, dailyReports, profiles, users } from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';
import { verifyPassword } from '../src/features/auth/password';
import { getPlacementStartDate } from '../src/features/calendar/calendar.repository';
import { buildTestApp } from './helpers/build-test-app';
import { perSuite } from './helpers/per-suite';

// Wednesday 11 March 2026, mid-morning local time: week 2 has its Monday–Wednesday behind it.
const NOW = new Date(2026, 2, 11, 10, 0, 0);

const EXPECTED_REPORTS = [
  ['2026-02-23', 1, 8, 'instal new cable and test motor, mantenance of pump'],
  ['2026-02-24', 1, 8, 'check the conveyer belt and replce bearing'],
  ['2026-02-25', 1, 7, 'help tecnician to wire the control panel'],
  ['2026-02-26', 1, 8, 'meggar test on 3phase motor insulation resistance, recorded readings'],
  [
    '2026-02-27',
    1,
    6.5,
    'trouble shooting of DOL starter, contactor coil was burnt we replaced it',
  ],
  ['2026-03-02', 2, 8, 'we did earthing of new transformer at substation with supervisor'],
  ['2026-03-03', 2, 8, 'routine inspection of distribution board na kubadilisha fuse'],
  ['2026-03-04', 2, 7.5, 'installed lighting circuit in new workshop, tested with multimeter'],
];

async function tableCounts(db: TDb) {
  const counted = async (table: typeof users | typeof profiles | typeof companies) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await counted(users),
    profiles: await counted(profiles),
    companies: await counted(companies),
    reports: (await db.select({ n: count() }).from(dailyReports))[0]!.n,
  };
}

describe('demo seed on start-up', () => {
  const printed: string[] = [];
  const testApp = perSuite(() =>
    buildTestApp(
      { SEED_DEMO: '1' },
      { deps: { now: () => NOW, print: (text) => printed.push(text) } },
    ),
  );

  it('prints the demo accounts in a framed block on the start that created them', () => {
    const banner = printed.join('');
    expect(banner).toContain('student@ptlogbook.test');
    expect(banner).toContain('Student123!');
    expect(banner).toContain('staff@ptlogbook.test');
    expect(banner).toContain('Staff123!');
    expect(banner).toMatch(/╔═+╗/);
    // Which week the demo opens in, and how to change it (the placement starts two weeks before
    // the first start: NOW is a Wednesday of week 3).
    expect(banner).toContain('Today is week 3 of 8: the placement started on Monday 23-02-2026.');
    expect(banner).toContain('PT_START_DATE=YYYY-MM-DD');
  });

  it('creates a verified student with profile and a verified staff user whose passwords verify', async () => {
    const rows = await testApp.db.select().from(users).orderBy(asc(users.email));
    expect(rows.map((row) => [row.email, row.isStaff, row.emailVerified, row.isActive])).toEqual([
      ['staff@ptlogbook.test', true, true, true],
      ['student@ptlogbook.test', false, true, true],
    ]);
    const [staff, student] = rows;
    expect(await verifyPassword('Student123!', student!.passwordHash)).toBe(true);
    expect(await verifyPassword('Staff123!', staff!.passwordHash)).toBe(true);
    expect(await verifyPassword('Student123!', staff!.passwordHash)).toBe(false);
    expect(student!.passwordHash.startsWith('$argon2id$')).toBe(true);

    const [profile] = await testApp.db
      .select()
      .from(profiles)
      .innerJoin(companies, eq(companies.id, profiles.companyId))
      .where(eq(profiles.userId, student!.id));
    expect(profile!.profiles).toMatchObject({
      program: 'ELECTRICAL',
      ptPhase: 'PT2',
      yearOfStudy: 3,
      department: 'Electrical Engineering Department',
      phoneNumber: '+255712345678',
      companyRegion: 'Dar es Salaam',
    });
    expect(profile!.companies.name).toBe('Tanzania Electric Supply Company (TANESCO)');
  });

  it('writes the daily reports verbatim on weeks 1 and 2 from the Monday two weeks back', async () => {
    expect(await getPlacementStartDate(testApp.db)).toBe('2026-02-23');
    const reports = await testApp.db.select().from(dailyReports).orderBy(asc(dailyReports.date));
    expect(
      reports.map((row) => [row.date, row.weekNumber, row.hoursSpent, row.description]),
    ).toEqual(EXPECTED_REPORTS);
    expect(typeof reports[4]!.hoursSpent).toBe('number');
  });

  it('creates nothing again on a second run or a second start', async () => {
    const before = await tableCounts(testApp.db);
    expect(before).toEqual({ users: 2, profiles: 1, companies: 1, reports: 8 });
    expect(await seedDemoData(testApp.db, { configuredStartDate: undefined, now: NOW })).toBeNull();

    const printedAgain: string[] = [];
    // A second app on the same database; it must not close the database it borrows.
    const second = buildApp(testApp.config, {
      database: { ...testApp.app.database, close: async () => undefined },
      now: () => NOW,
      print: (text) => printedAgain.push(text),
    });
    await second.ready();
    await second.close();
    expect(printedAgain).toEqual([]);
    expect(await tableCounts(testApp.db)).toEqual(before);
  });
});

describe('demo seed with a configured placement start', () => {
  // PT_START_DATE is this week's Monday: only Monday to Wednesday have happened.
  const testApp = perSuite(() =>
    buildTestApp(
      { SEED_DEMO: '1', PT_START_DATE: '2026-03-09' },
      { deps: { now: () => NOW, print: () => undefined } },
    ),
  );

  it('keeps the configured start and never writes reports for future days', async () => {
    expect(await getPlacementStartDate(testApp.db)).toBe('2026-03-09');
    const reports = await testApp.db.select().from(dailyReports).orderBy(asc(dailyReports.date));
    expect(reports.map((row) => [row.date, row.hoursSpent])).toEqual([
      ['2026-03-09', 8],
      ['2026-03-10', 8],
      ['2026-03-11', 7],
    ]);
  });
});

// A submitted week on the daily screen: its lock is read with the days (an empty day is read-only
// at once), and no day of it can be created or changed.
import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { buildLogbookApp, dayOf, signedInStudent } from './helpers/logbook';
import { expectRefused, logDay } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);
const DAY_TEXT = 'Installed a new cable tray in the workshop.';

describe("the week's lock on the daily screen's read", () => {
  it('says whether the week is submitted, with days and without any', async () => {
    const student = await signedInStudent(testApp);
    await logDay(student, dayOf(2, 0), 8, DAY_TEXT);
    for (const week of [1, 2, 4]) {
      const created = await student.call('POST', '/api/reports/weekly/', { week_number: week });
      expect(created.statusCode, created.body).toBe(201);
    }
    for (const week of [1, 2]) {
      const submitted = await student.call('PATCH', `/api/reports/weekly/week/${week}/submit/`);
      expect(submitted.statusCode, submitted.body).toBe(200);
    }
    const lockOf = async (week: number) => {
      const response = await student.call('GET', `/api/reports/daily/week/?week_number=${week}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      return { locked: body.week_locked, days: body.count };
    };
    // Submitted: without days (every day is empty) and with one.
    expect(await lockOf(1)).toEqual({ locked: true, days: 0 });
    expect(await lockOf(2)).toEqual({ locked: true, days: 1 });
    // A draft report, and no report at all.
    expect(await lockOf(4)).toEqual({ locked: false, days: 0 });
    expect(await lockOf(5)).toEqual({ locked: false, days: 0 });
    // Another student's submitted week 1 does not lock mine.
    const other = await signedInStudent(testApp);
    const otherLock = await other.call('GET', '/api/reports/daily/week/?week_number=1');
    expect(otherLock.json()).toMatchObject({ week_locked: false, count: 0 });
  });
});

describe('daily reports of a submitted week', () => {
  it('can be neither created nor changed (409) and read as not editable', async () => {
    const student = await signedInStudent(testApp);
    const monday = await logDay(student, dayOf(2, 0), 8, DAY_TEXT);
    const outside = await logDay(student, dayOf(1, 0), 8, DAY_TEXT);
    expect(
      (await student.call('POST', '/api/reports/weekly/', { week_number: 2 })).statusCode,
    ).toBe(201);
    expect((await student.call('PATCH', '/api/reports/weekly/week/2/submit/')).statusCode).toBe(
      200,
    );

    const createError = await expectRefused(
      testApp.db,
      student,
      ['POST', '/api/reports/daily/', { date: dayOf(2, 1), hours_spent: 8, description: DAY_TEXT }],
      409,
      MESSAGES.weekly.locked,
    );
    expect(createError.code).toBe('report_locked');
    await expectRefused(
      testApp.db,
      student,
      ['PUT', `/api/reports/daily/${monday.id}/`, { description: 'Changed after submitting.' }],
      409,
      MESSAGES.weekly.locked,
    );
    const week = await student.call('GET', '/api/reports/daily/?week_number=2');
    expect(week.json().results).toEqual([
      expect.objectContaining({ id: monday.id, is_submitted: true, is_editable: false }),
    ]);
    // Other weeks stay open.
    const changed = await student.call('PUT', `/api/reports/daily/${outside.id}/`, {
      hours_spent: 5,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ is_editable: true, hours_spent: 5 });
  });
});

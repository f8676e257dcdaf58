// Request helpers shared by the log book API tests.
import { expect } from 'vitest';
import type { TDb } from '../../src/db/client';
import { logbookSnapshot, type TStudentClient } from './logbook';

type TResponse = Awaited<ReturnType<TStudentClient['call']>>;
type TMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
/** A request as `expectRefused` sends it: method, url and an optional JSON body. */
export type TRefusedCall = [method: TMethod, url: string, body?: unknown];

/** Asserts the status (showing the body on failure) and answers the JSON body (null for 204). */
export function expectStatus(response: TResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return response.statusCode === 204 ? null : response.json();
}

/** Asserts a refusal with its status and detail, and that the log book tables did not change. */
export async function expectRefused(
  db: TDb,
  student: TStudentClient,
  request: TRefusedCall,
  status: number,
  detail: string,
) {
  const before = await logbookSnapshot(db);
  const response = await student.call(...request);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().detail).toBe(detail);
  expect(await logbookSnapshot(db)).toEqual(before);
  return response.json();
}

export async function logDay(
  student: TStudentClient,
  date: string,
  hours: number,
  description: string,
) {
  return expectStatus(
    await student.call('POST', '/api/reports/daily/', { date, hours_spent: hours, description }),
    201,
  );
}

export async function weeklyReport(student: TStudentClient, week: number): Promise<number> {
  return expectStatus(
    await student.call('POST', '/api/reports/weekly/', { week_number: week }),
    201,
  ).id;
}

export async function mainJob(student: TStudentClient, week: number, title = 'Audio amplifier') {
  const weeklyId = await weeklyReport(student, week);
  const job = expectStatus(
    await student.call('POST', '/api/reports/main-jobs/', { title, weekly_report: weeklyId }),
    201,
  );
  return { weeklyId, jobId: job.id as number, job };
}

export async function addStep(student: TStudentClient, jobId: number, body: object) {
  return expectStatus(
    await student.call('POST', `/api/reports/main-jobs/${jobId}/operations/`, body),
    201,
  );
}

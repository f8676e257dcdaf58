// POST /reports/weekly/{id}/reset_to_original/ (spec 1 §7, §8; DESIGN §4.7): the student's own
// texts come back (weekly-original.ts), in one transaction. Nothing is charged.
import type { TDb } from '../../db/client';
import {
  deleteMainJobRow,
  insertMainJob,
  updateMainJobTexts,
} from '../main-jobs/main-jobs.repository';
import { assertWeekEditable } from '../weekly-reports/weekly-reports.policy';
import { lockOwnedWeeklyReport } from '../weekly-reports/weekly-reports.repository';
import { aiReportNotFound, resetUnavailable } from './ai.errors';
import {
  mainJobWithOperations,
  replaceOperations,
  restoreDailyDescription,
  writeWeeklyTexts,
} from './ai.repository';
import { type TOriginalContent, ZOriginalContent } from './weekly-original';

async function restoreMainJob(
  tx: TDb,
  weeklyReportId: number,
  original: TOriginalContent,
  now: Date,
): Promise<void> {
  const { job } = await mainJobWithOperations(tx, weeklyReportId);
  if (!original.main_job_existed) {
    // The enhancement created it; its operations go with it (on delete cascade).
    if (job) await deleteMainJobRow(tx, job.id);
    return;
  }
  const texts = { title: original.main_job_title, description: original.main_job_description };
  let jobId = job?.id;
  if (jobId === undefined) {
    jobId = await insertMainJob(tx, weeklyReportId, texts, now);
  } else {
    await updateMainJobTexts(tx, jobId, texts, now);
  }
  await replaceOperations(tx, jobId, original.operations, now);
}

/** Restores the week whose report has this id; answers its week number. */
export async function resetToOriginal(
  db: TDb,
  studentId: number,
  weeklyReportId: number,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const report = await lockOwnedWeeklyReport(tx, studentId, weeklyReportId);
    if (!report) throw aiReportNotFound();
    // A locked (submitted or approved) week answers 409 whether or not it was ever enhanced.
    assertWeekEditable(report.status);
    if (report.originalContent === null) throw resetUnavailable();
    // Our own stored data: a shape we did not write is a bug, not bad input.
    const original = ZOriginalContent.parse(report.originalContent);
    await writeWeeklyTexts(
      tx,
      report.id,
      {
        summary: original.summary,
        mainJobTitle: original.main_job_title,
        mainJobDescription: original.main_job_description,
      },
      null,
      now,
    );
    await restoreMainJob(tx, report.id, original, now);
    // Days that still exist get their text back; a submitted day stays as it is.
    for (const day of original.daily) {
      await restoreDailyDescription(
        tx,
        { studentId, week: report.weekNumber, date: day.date, description: day.description },
        now,
      );
    }
    return report.weekNumber;
  });
}

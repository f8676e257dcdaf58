// POST /reports/weekly/{id}/reset_to_original/ (spec 1 §7, §8; DESIGN §4.7): the student's own
// texts from before the first enhancement come back, in one transaction. Nothing is charged.
import { and, eq, ne } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { dailyReports, mainJobs, weeklyReports } from '../../db/schema';
import { assertWeekEditable } from '../weekly-reports/weekly-reports.policy';
import { aiReportNotFound, resetUnavailable } from './ai.errors';
import { mainJobWithOperations, replaceOperations } from './ai.repository';
import { type TOriginalContent, ZOriginalContent } from './weekly-content';

async function restoreMainJob(
  tx: TDb,
  weeklyReportId: number,
  original: TOriginalContent,
  now: Date,
): Promise<void> {
  const { job } = await mainJobWithOperations(tx, weeklyReportId);
  if (!original.main_job_existed) {
    // The enhancement created it; its operations go with it (on delete cascade).
    if (job) await tx.delete(mainJobs).where(eq(mainJobs.id, job.id));
    return;
  }
  const texts = { title: original.main_job_title, description: original.main_job_description };
  let jobId = job?.id;
  if (jobId === undefined) {
    const [created] = await tx
      .insert(mainJobs)
      .values({ weeklyReportId, ...texts, createdAt: now, updatedAt: now })
      .returning({ id: mainJobs.id });
    jobId = created!.id;
  } else {
    await tx
      .update(mainJobs)
      .set({ ...texts, updatedAt: now })
      .where(eq(mainJobs.id, jobId));
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
    const [report] = await tx
      .select()
      .from(weeklyReports)
      .where(and(eq(weeklyReports.id, weeklyReportId), eq(weeklyReports.studentId, studentId)))
      .for('update');
    if (!report) throw aiReportNotFound();
    if (report.originalContent === null) throw resetUnavailable();
    assertWeekEditable(report.status);
    // Our own stored data: a shape we did not write is a bug, not bad input.
    const original = ZOriginalContent.parse(report.originalContent);
    await tx
      .update(weeklyReports)
      .set({
        summary: original.summary,
        mainJobTitle: original.main_job_title,
        mainJobDescription: original.main_job_description,
        originalContent: null,
        isEnhanced: false,
        enhancementDate: null,
        updatedAt: now,
      })
      .where(eq(weeklyReports.id, report.id));
    await restoreMainJob(tx, report.id, original, now);
    // Days that still exist get their text back; a submitted day stays as it is.
    for (const day of original.daily) {
      await tx
        .update(dailyReports)
        .set({ description: day.description, updatedAt: now })
        .where(
          and(
            eq(dailyReports.studentId, studentId),
            eq(dailyReports.weekNumber, report.weekNumber),
            eq(dailyReports.date, day.date),
            eq(dailyReports.isSubmitted, false),
            ne(dailyReports.description, day.description),
          ),
        );
    }
    return report.weekNumber;
  });
}

import { date, integer, pgTable } from 'drizzle-orm/pg-core';
import { ownerColumn } from './columns';

/**
 * Per student, what the staff user list sorts and filters by: the newest daily report's date, the
 * days logged and the weeks handed in (submitted or approved). Kept by the database itself:
 * triggers on daily_reports and weekly_reports (migration 0023) work each changed student's row
 * out again after every insert, delete or change of a date or status, under that row's lock, so
 * no write path can forget it and two writes of one student cannot lose each other's count.
 * Derived: `copy-to-postgres` does not copy it, the triggers build it there (ADR 25).
 */
export const studentLogbookStats = pgTable('student_logbook_stats', {
  userId: ownerColumn().primaryKey(),
  lastEntry: date('last_entry', { mode: 'string' }),
  daysLogged: integer('days_logged').notNull().default(0),
  weeksHandedIn: integer('weeks_handed_in').notNull().default(0),
});

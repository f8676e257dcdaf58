import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, updatedAtColumn } from './columns';
import { companies } from './companies';
import { users } from './users';

export const profiles = pgTable(
  'profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').unique(),
    studentId: text('student_id').notNull().default(''),
    program: text('program'),
    yearOfStudy: integer('year_of_study'),
    ptPhase: text('pt_phase'),
    department: text('department').notNull().default(''),
    supervisorName: text('supervisor_name').notNull().default(''),
    supervisorEmail: text('supervisor_email').notNull().default(''),
    supervisorPosition: text('supervisor_position').notNull().default(''),
    supervisorPhone: text('supervisor_phone').notNull().default(''),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    companyRegion: text('company_region'),
    deviceInfo: jsonb('device_info').$type<Record<string, unknown>>(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  // Staff list the students placed at a company.
  (table) => [
    index('profiles_company_idx').on(table.companyId),
    // Staff filter and count students by program.
    index('profiles_program_idx').on(table.program),
  ],
);

export type TProfileRow = typeof profiles.$inferSelect;

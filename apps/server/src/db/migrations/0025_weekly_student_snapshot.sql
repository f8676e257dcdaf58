-- The student block a week is submitted with (ADR 26). Weeks submitted before this have none and
-- keep printing the live profile: what their profile said when they were handed in is not known.
ALTER TABLE "weekly_reports" ADD COLUMN "student_snapshot" jsonb;
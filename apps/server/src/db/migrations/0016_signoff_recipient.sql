ALTER TABLE "weekly_reports" ADD COLUMN "signoff_sent_to" text;--> statement-breakpoint
ALTER TABLE "weekly_reports" ADD COLUMN "signoff_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "weekly_reports" ADD COLUMN "approved_email" text;--> statement-breakpoint
ALTER TABLE "weekly_reports" ADD COLUMN "approval_comment" text;--> statement-breakpoint
-- Approved weeks: the address their approving link went to, and the supervisor's comment.
UPDATE "weekly_reports" w
SET "approved_email" = s."supervisor_email",
    "approval_comment" = nullif(s."comment", '')
FROM "signoff_requests" s
WHERE s."weekly_report_id" = w."id" AND s."status" = 'approved' AND w."status" = 'APPROVED';--> statement-breakpoint
-- Weeks waiting for their supervisor: the newest link's address and expiry.
UPDATE "weekly_reports" w
SET "signoff_sent_to" = s."supervisor_email",
    "signoff_expires_at" = s."expires_at"
FROM (
  SELECT DISTINCT ON ("weekly_report_id") "weekly_report_id", "supervisor_email", "expires_at"
  FROM "signoff_requests"
  WHERE "status" = 'pending'
  ORDER BY "weekly_report_id", "created_at" DESC, "id" DESC
) s
WHERE s."weekly_report_id" = w."id" AND w."status" = 'SUBMITTED' AND w."signoff_sent_at" IS NOT NULL;

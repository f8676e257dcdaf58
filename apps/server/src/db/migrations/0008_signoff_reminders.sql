CREATE TABLE "reminder_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"job" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"attempts" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "scheduled_runs_job_due_at_pk" PRIMARY KEY("job","due_at")
);
--> statement-breakpoint
CREATE TABLE "signoff_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"weekly_report_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"supervisor_email" text NOT NULL,
	"supervisor_name" text DEFAULT '' NOT NULL,
	"supervisor_position" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"signer_name" text,
	"signer_ip" text,
	"comment" text,
	CONSTRAINT "signoff_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "signoff_requests_status_check" CHECK ("signoff_requests"."status" in ('pending', 'approved', 'returned', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "supervisor_position" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "supervisor_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_reports" ADD COLUMN "signoff_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "weekly_reports" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "weekly_reports" ADD COLUMN "approved_position" text;--> statement-breakpoint
ALTER TABLE "weekly_reports" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "weekly_reports" ADD COLUMN "approved_ip" text;--> statement-breakpoint
ALTER TABLE "weekly_reports" ADD COLUMN "returned_by" text;--> statement-breakpoint
ALTER TABLE "weekly_reports" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "weekly_reports" ADD COLUMN "return_comment" text;--> statement-breakpoint
ALTER TABLE "signoff_requests" ADD CONSTRAINT "signoff_requests_weekly_report_id_weekly_reports_id_fk" FOREIGN KEY ("weekly_report_id") REFERENCES "public"."weekly_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signoff_requests" ADD CONSTRAINT "signoff_requests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signoff_requests_week_idx" ON "signoff_requests" USING btree ("weekly_report_id","status");--> statement-breakpoint
CREATE INDEX "signoff_requests_pending_idx" ON "signoff_requests" USING btree ("status","created_at");
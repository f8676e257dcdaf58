CREATE TABLE "main_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"weekly_report_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "main_jobs_weekly_report_id_unique" UNIQUE("weekly_report_id")
);
--> statement-breakpoint
CREATE TABLE "operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_job_id" integer NOT NULL,
	"step_number" integer NOT NULL,
	"operation_description" text DEFAULT '' NOT NULL,
	"tools_used" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"week_number" integer NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"main_job_title" text DEFAULT '' NOT NULL,
	"main_job_description" text DEFAULT '' NOT NULL,
	"is_enhanced" boolean DEFAULT false NOT NULL,
	"enhancement_date" timestamp with time zone,
	"original_content" jsonb,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_reports_student_week_unique" UNIQUE("student_id","week_number"),
	CONSTRAINT "weekly_reports_status_check" CHECK ("weekly_reports"."status" in ('DRAFT', 'SUBMITTED', 'APPROVED'))
);
--> statement-breakpoint
ALTER TABLE "main_jobs" ADD CONSTRAINT "main_jobs_weekly_report_id_weekly_reports_id_fk" FOREIGN KEY ("weekly_report_id") REFERENCES "public"."weekly_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_main_job_id_main_jobs_id_fk" FOREIGN KEY ("main_job_id") REFERENCES "public"."main_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_reports" ADD CONSTRAINT "weekly_reports_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operations_main_job_step_idx" ON "operations" USING btree ("main_job_id","step_number");
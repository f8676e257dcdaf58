CREATE TABLE "export_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_by_id" integer,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"weekly_report_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"daily_report_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"content_hash" text NOT NULL,
	"summary" jsonb NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_records_code_unique" UNIQUE("code"),
	CONSTRAINT "export_records_kind_check" CHECK ("export_records"."kind" in ('weekly', 'daily', 'all', 'bulk')),
	CONSTRAINT "export_records_format_check" CHECK ("export_records"."format" in ('pdf', 'docx'))
);
--> statement-breakpoint
ALTER TABLE "export_records" ADD CONSTRAINT "export_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_records" ADD CONSTRAINT "export_records_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_records_user_idx" ON "export_records" USING btree ("user_id");
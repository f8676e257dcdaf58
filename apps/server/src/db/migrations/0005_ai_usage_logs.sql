CREATE TABLE "ai_usage_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"weekly_report_id" integer,
	"content_type" text NOT NULL,
	"enhancement_type" text NOT NULL,
	"usage_type" text NOT NULL,
	"tokens_consumed" integer NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"ledger_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_usage_logs_ledger_reference_unique" UNIQUE("ledger_reference"),
	CONSTRAINT "ai_usage_logs_content_type_check" CHECK ("ai_usage_logs"."content_type" in ('weekly', 'daily', 'text', 'general', 'summary', 'suggestions')),
	CONSTRAINT "ai_usage_logs_usage_type_check" CHECK ("ai_usage_logs"."usage_type" in ('FULLFILLED', 'PARTIAL', 'EMPTY')),
	CONSTRAINT "ai_usage_logs_tokens_check" CHECK ("ai_usage_logs"."tokens_consumed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ai_usage_logs" ADD CONSTRAINT "ai_usage_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_usage_logs" ADD CONSTRAINT "ai_usage_logs_weekly_report_id_weekly_reports_id_fk" FOREIGN KEY ("weekly_report_id") REFERENCES "public"."weekly_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_usage_logs_user_created_idx" ON "ai_usage_logs" USING btree ("user_id","created_at");
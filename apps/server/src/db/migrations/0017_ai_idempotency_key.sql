ALTER TABLE "ai_usage_logs" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "ai_usage_logs" ADD COLUMN "answer" jsonb;
CREATE TABLE "student_logbook_stats" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_entry" date,
	"days_logged" integer DEFAULT 0 NOT NULL,
	"weeks_handed_in" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_logbook_stats" ADD CONSTRAINT "student_logbook_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
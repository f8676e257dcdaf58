ALTER TABLE "mail_outbox" ADD COLUMN "user_id" integer;--> statement-breakpoint
CREATE INDEX "mail_outbox_user_idx" ON "mail_outbox" USING btree ("user_id") WHERE "mail_outbox"."user_id" is not null;--> statement-breakpoint
-- The account each mail queued before user_id existed is about, where the row says so reliably
-- (erasing an account deletes the mails about it by user_id: admin-erase.repository.ts).
-- 1. A sign-off mail not sent yet: its Reply-To is the student's address.
UPDATE "mail_outbox" m SET "user_id" = u."id"
FROM "users" u
WHERE m."user_id" IS NULL AND m."reply_to" IS NOT NULL AND u."email" = m."reply_to"
  AND u."deleted_at" IS NULL;--> statement-breakpoint
-- 2. A Monday supervisor reminder: its key names the link, whose row names the student.
UPDATE "mail_outbox" m SET "user_id" = s."student_id"
FROM "signoff_requests" s
WHERE m."user_id" IS NULL
  AND s."id" = CASE WHEN m."idempotency_key" ~ '^reminder:signoff:[0-9]{1,9}$'
    THEN substring(m."idempotency_key" from 18)::integer END;--> statement-breakpoint
-- 3. A Thursday reminder: its key names the student.
UPDATE "mail_outbox" m SET "user_id" = u."id"
FROM "users" u
WHERE m."user_id" IS NULL AND u."deleted_at" IS NULL
  AND u."id" = substring(m."idempotency_key" from '^reminder:days:([0-9]{1,9}):')::integer;--> statement-breakpoint
-- 4. A sign-off mail or reminder already sent (its Reply-To was erased then): the subject names
-- the student ("[Reminder: ]Please sign <full name>'s log book, week <n>"), and it went to an
-- address that student sent a link to or names as supervisor. A mail that fits two students
-- (same name, same supervisor) is left alone here, and loses the name below.
WITH "named" AS (
  SELECT m."id", lower(m."to") AS "to",
    substring(m."subject" from '^(?:Reminder: )?Please sign (.*)''s log book, week [0-9]+$') AS "name"
  FROM "mail_outbox" m
  WHERE m."user_id" IS NULL
), "fits" AS (
  SELECT n."id", u."id" AS "user_id"
  FROM "named" n
  JOIN "users" u ON u."deleted_at" IS NULL AND trim(u."first_name" || ' ' || u."last_name") = n."name"
  WHERE EXISTS (SELECT 1 FROM "signoff_requests" s
      WHERE s."student_id" = u."id" AND lower(s."supervisor_email") = n."to")
    OR EXISTS (SELECT 1 FROM "profiles" p
      WHERE p."user_id" = u."id" AND lower(trim(p."supervisor_email")) = n."to")
)
UPDATE "mail_outbox" m SET "user_id" = one."user_id"
FROM (SELECT "id", min("user_id") AS "user_id" FROM "fits" GROUP BY "id" HAVING count(*) = 1) one
WHERE m."id" = one."id";--> statement-breakpoint
-- 5. Any other mail to an account's address (codes, links, decisions, reminders, broadcasts).
UPDATE "mail_outbox" m SET "user_id" = u."id"
FROM "users" u
WHERE m."user_id" IS NULL AND u."email" = m."to" AND u."deleted_at" IS NULL;--> statement-breakpoint
-- 6. A sign-off mail sent or given up that names no account still here: the student was erased
-- before this (their name and links are gone, the mail was kept), renamed since, or shares name
-- and supervisor with another. It keeps its address, status and week, not the name.
UPDATE "mail_outbox"
SET "subject" = regexp_replace("subject",
  '^(Reminder: )?Please sign .*''s log book, (week [0-9]+)$', '\1Please sign a student''s log book, \2')
WHERE "user_id" IS NULL AND "status" IN ('sent', 'failed')
  AND "subject" ~ '^(Reminder: )?Please sign .*''s log book, week [0-9]+$';

CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "mail_outbox_reply_to_idx" ON "mail_outbox" USING btree ("reply_to") WHERE "mail_outbox"."reply_to" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_campaign_to_idx" ON "mail_outbox" USING btree ("campaign_id","to");--> statement-breakpoint
CREATE INDEX "users_mailbox_key_idx" ON "users" USING btree ((case
    when strpos(lower(btrim("email")), '@') = 0 then lower(btrim("email"))
    when regexp_replace(lower(btrim("email")), '^.*@', '') in ('gmail.com', 'googlemail.com') then replace(split_part(regexp_replace(lower(btrim("email")), '@[^@]*$', ''), '+', 1), '.', '') || '@gmail.com'
    else split_part(regexp_replace(lower(btrim("email")), '@[^@]*$', ''), '+', 1) || '@' || regexp_replace(lower(btrim("email")), '^.*@', '')
  end));
DROP INDEX "payment_transactions_rejected_code_idx";--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "rejected_on_erasure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The payments rejected so far when their account was erased: no staff member rejected them (no
-- confirmer, no audit row of a rejection), and their owner is a tombstone. Staff rejections
-- always name their confirmer and write that audit row.
UPDATE "payment_transactions" pt SET "rejected_on_erasure" = true
WHERE pt."status" = 'REJECTED' AND pt."confirmed_by" IS NULL AND NOT pt."rejected_on_erasure"
  AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = pt."user_id" AND u."deleted_at" IS NOT NULL)
  AND NOT EXISTS (
    SELECT 1 FROM "audit_logs" a
    WHERE a."target_type" = 'payment_transaction' AND a."target_id" = pt."id"::text
      AND a."action" = 'billing.transaction.reject'
  );--> statement-breakpoint
CREATE INDEX "payment_transactions_rejected_code_idx" ON "payment_transactions" USING btree (lower(replace("transaction_code", ' ', ''))) WHERE "payment_transactions"."transaction_code" is not null and "payment_transactions"."status" = 'REJECTED' and not "payment_transactions"."rejected_on_erasure";--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_erasure_rejects_check" CHECK (not "payment_transactions"."rejected_on_erasure" or "payment_transactions"."status" = 'REJECTED');
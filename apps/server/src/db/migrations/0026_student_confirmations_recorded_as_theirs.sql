-- A payment staff recorded and its owner confirmed was stored, before 2026-12-01, as approved by
-- the staff member who recorded it (confirmed_by, and the credit's created_by): staff saw their
-- own record as approved by themselves. The audit row of each confirmation names who confirmed
-- it; where that is the payment's owner, the record now says the student confirmed it.
UPDATE "payment_transactions" pt SET "confirmed_by" = pt."user_id"
FROM "audit_logs" a
WHERE a."action" = 'billing.transaction.verify' AND a."target_type" = 'payment_transaction'
  AND a."target_id" = pt."id"::text AND a."actor_id" = pt."user_id"
  AND pt."status" = 'APPROVED' AND pt."created_by_staff"
  AND pt."confirmed_by" IS DISTINCT FROM pt."user_id";--> statement-breakpoint
-- The credit of such a payment names who approved it, like the payment.
UPDATE "token_ledger" l SET "created_by" = pt."user_id"
FROM "payment_transactions" pt
WHERE l."kind" = 'purchase' AND l."reference" = 'purchase:' || pt."id"
  AND pt."created_by_staff" AND pt."confirmed_by" = pt."user_id"
  AND l."created_by" IS DISTINCT FROM pt."user_id";

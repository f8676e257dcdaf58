-- Payments still pending on accounts deleted before deleting an account rejected them (ADR 5):
-- approving one would credit a tombstone, so they are rejected as a deletion now does.
UPDATE "payment_transactions"
SET "status" = 'REJECTED',
    "rejection_reason" = 'Account deleted',
    "confirmed_at" = now(),
    "updated_at" = now()
WHERE "status" = 'PENDING'
  AND "user_id" IN (SELECT "id" FROM "users" WHERE "deleted_at" IS NOT NULL);

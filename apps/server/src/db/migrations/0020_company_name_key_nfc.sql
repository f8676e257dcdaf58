-- Company names are keyed in Unicode NFC from now on (lib/name-key.ts): "é" typed as one code point
-- and as "e" plus a combining accent are one company. Rows whose keys now coincide are merged into
-- the oldest: its students keep their company, the younger duplicates go.
UPDATE "profiles" SET "company_id" = "keyed"."keep_id"
FROM (
  SELECT "id", min("id") OVER (PARTITION BY normalize("name_key", NFC)) AS "keep_id" FROM "companies"
) AS "keyed"
WHERE "profiles"."company_id" = "keyed"."id" AND "keyed"."id" <> "keyed"."keep_id";
--> statement-breakpoint
DELETE FROM "companies" USING (
  SELECT "id", min("id") OVER (PARTITION BY normalize("name_key", NFC)) AS "keep_id" FROM "companies"
) AS "keyed"
WHERE "companies"."id" = "keyed"."id" AND "keyed"."id" <> "keyed"."keep_id";
--> statement-breakpoint
UPDATE "companies" SET "name_key" = normalize("name_key", NFC) WHERE "name_key" <> normalize("name_key", NFC);

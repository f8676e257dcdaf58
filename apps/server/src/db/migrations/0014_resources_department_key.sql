DROP INDEX "resources_department_idx";--> statement-breakpoint
CREATE INDEX "resources_department_key_idx" ON "resources" USING btree (lower(btrim("department")),"created_at");
CREATE TABLE "payment_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_tsh" integer NOT NULL,
	"tokens" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payer_type" text NOT NULL,
	"phone_number" text NOT NULL,
	"sender_name" text DEFAULT '' NOT NULL,
	"wakala_name" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_by_staff" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_status_check" CHECK ("payment_transactions"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "payment_transactions_method_check" CHECK ("payment_transactions"."payment_method" in ('DIRECT', 'WAKALA')),
	CONSTRAINT "payment_transactions_payer_check" CHECK ("payment_transactions"."payer_type" in ('own', 'different', 'wakala')),
	CONSTRAINT "payment_transactions_amount_check" CHECK ("payment_transactions"."amount_tsh" > 0 and "payment_transactions"."tokens" >= 0)
);
--> statement-breakpoint
CREATE TABLE "token_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"usage_type" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_ledger_reference_unique" UNIQUE("reference"),
	CONSTRAINT "token_ledger_kind_sign_check" CHECK (("token_ledger"."kind" in ('welcome_bonus', 'purchase') and "token_ledger"."amount" >= 0) or ("token_ledger"."kind" = 'ai_debit' and "token_ledger"."amount" < 0) or ("token_ledger"."kind" = 'staff_adjustment' and "token_ledger"."amount" <> 0)),
	CONSTRAINT "token_ledger_usage_type_check" CHECK ("token_ledger"."usage_type" is null or "token_ledger"."usage_type" in ('FULLFILLED', 'PARTIAL', 'EMPTY'))
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_user_created_idx" ON "payment_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_status_created_idx" ON "payment_transactions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "token_ledger_user_created_idx" ON "token_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
-- Students who signed up before the ledger existed get the welcome bonus every new account gets.
INSERT INTO "token_ledger" ("user_id", "amount", "kind", "reference", "description") SELECT "id", 400, 'welcome_bonus', 'welcome:' || "id", 'Welcome bonus' FROM "users" WHERE "is_staff" = false ON CONFLICT ("reference") DO NOTHING;

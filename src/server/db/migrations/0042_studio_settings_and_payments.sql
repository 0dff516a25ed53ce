CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"recorded_by_id" uuid NOT NULL,
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('eft', 'card', 'cash', 'other')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_minor" <> 0),
	CONSTRAINT "payments_refund_reason_check" CHECK ("payments"."amount_minor" > 0 or "payments"."reason" <> '')
);
--> statement-breakpoint
CREATE TABLE "studio_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"singleton" boolean DEFAULT true NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'ZA' NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account_name" text DEFAULT '' NOT NULL,
	"bank_account_number" text DEFAULT '' NOT NULL,
	"bank_branch_code" text DEFAULT '' NOT NULL,
	"bank_swift" text DEFAULT '' NOT NULL,
	"default_vat_rate_bp" integer DEFAULT 1500 NOT NULL,
	"default_currency" text DEFAULT 'ZAR' NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"logo_file_id" uuid,
	CONSTRAINT "studio_settings_singleton_check" CHECK ("studio_settings"."singleton"),
	CONSTRAINT "studio_settings_vat_rate_check" CHECK ("studio_settings"."default_vat_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD COLUMN "payment" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_settings" ADD CONSTRAINT "studio_settings_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_settings_singleton_key" ON "studio_settings" USING btree ("singleton");
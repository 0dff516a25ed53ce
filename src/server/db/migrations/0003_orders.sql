CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"species_id" uuid NOT NULL,
	"trophy_type_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" bigint,
	"tag_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"instruction" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by_user_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'draft' NOT NULL,
	"client_id" uuid NOT NULL,
	"outfitter_id" uuid,
	"ph_id" uuid,
	"ir_id" uuid,
	"pricelist_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"vat_rate_bp" integer DEFAULT 0 NOT NULL,
	"deposit_bp" integer DEFAULT 0 NOT NULL,
	"subtotal_minor" bigint DEFAULT 0 NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"vat_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"has_price_on_request" boolean DEFAULT false NOT NULL,
	"tag_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exported_to_tls_at" timestamp with time zone,
	"tls_export_id" uuid,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('draft', 'submitted', 'quoted', 'accepted', 'declined', 'inProduction', 'readyForExport', 'shipped', 'completed', 'cancelled')),
	CONSTRAINT "orders_rates_check" CHECK ("orders"."discount_bp" between 0 and 10000 and "orders"."vat_rate_bp" between 0 and 10000 and "orders"."deposit_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ph_id_users_id_fk" FOREIGN KEY ("ph_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_position_key" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_status_changes_order_idx" ON "order_status_changes" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_client_created_idx" ON "orders" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_client_status_created_idx" ON "orders" USING btree ("client_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_outfitter_created_idx" ON "orders" USING btree ("outfitter_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."outfitter_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_ph_created_idx" ON "orders" USING btree ("ph_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."ph_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_tag_numbers_idx" ON "orders" USING gin ("tag_numbers");--> statement-breakpoint
CREATE INDEX "orders_tls_pending_idx" ON "orders" USING btree ("created_at") WHERE "orders"."exported_to_tls_at" is null and "orders"."status" = 'accepted';
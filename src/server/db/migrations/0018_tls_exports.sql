CREATE TABLE "tls_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tls_export_acks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"export_id" uuid NOT NULL,
	"accepted" integer[] NOT NULL,
	"rejected" integer[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by_key_id" uuid,
	"by_user_id" uuid,
	"received_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tls_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "tls_exports_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_by_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reexport_reason" text,
	"order_count" integer NOT NULL,
	"line_count" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_size" bigint NOT NULL,
	"checksum_sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tls_export_orders" (
	"export_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"reexport" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tls_export_orders_export_id_order_id_pk" PRIMARY KEY("export_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "tls_api_keys" ADD CONSTRAINT "tls_api_keys_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tls_export_acks" ADD CONSTRAINT "tls_export_acks_export_id_tls_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."tls_exports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tls_export_acks" ADD CONSTRAINT "tls_export_acks_by_key_id_tls_api_keys_id_fk" FOREIGN KEY ("by_key_id") REFERENCES "public"."tls_api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tls_export_acks" ADD CONSTRAINT "tls_export_acks_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tls_exports" ADD CONSTRAINT "tls_exports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tls_export_orders" ADD CONSTRAINT "tls_export_orders_export_id_tls_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."tls_exports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tls_export_orders" ADD CONSTRAINT "tls_export_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tls_api_keys_hash_key" ON "tls_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "tls_export_acks_export_idx" ON "tls_export_acks" USING btree ("export_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tls_exports_number_key" ON "tls_exports" USING btree ("number");--> statement-breakpoint
CREATE INDEX "tls_exports_created_idx" ON "tls_exports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tls_export_orders_first_key" ON "tls_export_orders" USING btree ("order_id") WHERE not "tls_export_orders"."reexport";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tls_export_id_tls_exports_id_fk" FOREIGN KEY ("tls_export_id") REFERENCES "public"."tls_exports"("id") ON DELETE no action ON UPDATE no action;
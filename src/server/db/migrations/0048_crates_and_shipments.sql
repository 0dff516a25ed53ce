CREATE TABLE "crate_lines" (
	"crate_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	CONSTRAINT "crate_lines_crate_id_order_line_id_pk" PRIMARY KEY("crate_id","order_line_id")
);
--> statement-breakpoint
CREATE TABLE "crates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "crates_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" uuid NOT NULL,
	"consignee_name" text NOT NULL,
	"consignee_address" text DEFAULT '' NOT NULL,
	"length_cm" integer NOT NULL,
	"width_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"actual_weight_kg" numeric(9, 2) NOT NULL,
	"volumetric_weight_kg" numeric(9, 2) NOT NULL,
	"currency" text NOT NULL,
	"declared_value_minor" bigint DEFAULT 0 NOT NULL,
	"insured_value_minor" bigint DEFAULT 0 NOT NULL,
	"shipment_id" uuid,
	"ph_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	CONSTRAINT "crates_sizes_check" CHECK ("crates"."length_cm" > 0 and "crates"."width_cm" > 0 and "crates"."height_cm" > 0 and "crates"."actual_weight_kg" > 0),
	CONSTRAINT "crates_values_check" CHECK ("crates"."declared_value_minor" >= 0 and "crates"."insured_value_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "shipments_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"freight_agent" text NOT NULL,
	"airline" text DEFAULT '' NOT NULL,
	"air_waybill" text DEFAULT '' NOT NULL,
	"handed_over_on" date,
	"shipped_on" date,
	CONSTRAINT "shipments_dates_check" CHECK ("shipments"."shipped_on" is null or "shipments"."handed_over_on" is null or "shipments"."shipped_on" >= "shipments"."handed_over_on")
);
--> statement-breakpoint
ALTER TABLE "crate_lines" ADD CONSTRAINT "crate_lines_crate_id_crates_id_fk" FOREIGN KEY ("crate_id") REFERENCES "public"."crates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crate_lines" ADD CONSTRAINT "crate_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crates" ADD CONSTRAINT "crates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crates" ADD CONSTRAINT "crates_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crate_lines_line_key" ON "crate_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crates_number_key" ON "crates" USING btree ("number");--> statement-breakpoint
CREATE INDEX "crates_client_idx" ON "crates" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "crates_shipment_idx" ON "crates" USING btree ("shipment_id") WHERE "crates"."shipment_id" is not null;--> statement-breakpoint
CREATE INDEX "crates_ph_ids_idx" ON "crates" USING gin ("ph_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_number_key" ON "shipments" USING btree ("number");
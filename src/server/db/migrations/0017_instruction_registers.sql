CREATE TABLE "instruction_registers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "instruction_registers_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'open' NOT NULL,
	"farm_id" uuid,
	"collector_id" uuid NOT NULL,
	"collected_at" timestamp with time zone,
	"latitude" double precision,
	"longitude" double precision,
	"client_id" uuid,
	"hunter_name" text DEFAULT '' NOT NULL,
	"hunter_passport_number" text DEFAULT '' NOT NULL,
	"hunter_country" text,
	"outfitter_id" uuid,
	"ph_id" uuid,
	"ph_register_number" text DEFAULT '' NOT NULL,
	"hunt_starts_on" date,
	"hunt_ends_on" date,
	"notes" text DEFAULT '' NOT NULL,
	"hunter_signature_file_id" uuid,
	"collector_signature_file_id" uuid,
	CONSTRAINT "instruction_registers_status_check" CHECK ("instruction_registers"."status" in ('open', 'collected', 'received', 'quoted', 'closed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "ir_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ir_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"species_id" uuid NOT NULL,
	"sex" text DEFAULT 'unknown' NOT NULL,
	"tag_number" text DEFAULT '' NOT NULL,
	"permit_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"parts" text[] DEFAULT '{}'::text[] NOT NULL,
	"trophy_type_id" uuid,
	"instruction" text DEFAULT '' NOT NULL,
	"measurements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"condition_notes" text DEFAULT '' NOT NULL,
	"photo_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"checked_in" boolean DEFAULT false NOT NULL,
	"discrepancies" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ir_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ir_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by_user_id" uuid,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instruction_registers" ADD CONSTRAINT "instruction_registers_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruction_registers" ADD CONSTRAINT "instruction_registers_collector_id_users_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruction_registers" ADD CONSTRAINT "instruction_registers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruction_registers" ADD CONSTRAINT "instruction_registers_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruction_registers" ADD CONSTRAINT "instruction_registers_ph_id_users_id_fk" FOREIGN KEY ("ph_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruction_registers" ADD CONSTRAINT "instruction_registers_hunter_signature_file_id_files_id_fk" FOREIGN KEY ("hunter_signature_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruction_registers" ADD CONSTRAINT "instruction_registers_collector_signature_file_id_files_id_fk" FOREIGN KEY ("collector_signature_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ir_lines" ADD CONSTRAINT "ir_lines_ir_id_instruction_registers_id_fk" FOREIGN KEY ("ir_id") REFERENCES "public"."instruction_registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ir_lines" ADD CONSTRAINT "ir_lines_species_id_species_id_fk" FOREIGN KEY ("species_id") REFERENCES "public"."species"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ir_lines" ADD CONSTRAINT "ir_lines_trophy_type_id_trophy_types_id_fk" FOREIGN KEY ("trophy_type_id") REFERENCES "public"."trophy_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ir_status_changes" ADD CONSTRAINT "ir_status_changes_ir_id_instruction_registers_id_fk" FOREIGN KEY ("ir_id") REFERENCES "public"."instruction_registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ir_status_changes" ADD CONSTRAINT "ir_status_changes_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instruction_registers_number_key" ON "instruction_registers" USING btree ("number");--> statement-breakpoint
CREATE INDEX "instruction_registers_created_idx" ON "instruction_registers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "instruction_registers_collector_idx" ON "instruction_registers" USING btree ("collector_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "instruction_registers_client_idx" ON "instruction_registers" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "instruction_registers_ph_idx" ON "instruction_registers" USING btree ("ph_id");--> statement-breakpoint
CREATE INDEX "instruction_registers_farm_idx" ON "instruction_registers" USING btree ("farm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ir_lines_ir_position_key" ON "ir_lines" USING btree ("ir_id","position");--> statement-breakpoint
CREATE INDEX "ir_lines_photo_file_ids_idx" ON "ir_lines" USING gin ("photo_file_ids");--> statement-breakpoint
CREATE INDEX "ir_status_changes_ir_idx" ON "ir_status_changes" USING btree ("ir_id","at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ir_id_instruction_registers_id_fk" FOREIGN KEY ("ir_id") REFERENCES "public"."instruction_registers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_ir_id_instruction_registers_id_fk" FOREIGN KEY ("ir_id") REFERENCES "public"."instruction_registers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_ir_idx" ON "orders" USING btree ("ir_id") WHERE "orders"."ir_id" is not null;
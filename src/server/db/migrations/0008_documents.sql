CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"issued_on" date,
	"expires_on" date,
	"holder_name" text DEFAULT '' NOT NULL,
	"holder_passport_number" text DEFAULT '' NOT NULL,
	"species_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"tag_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"client_id" uuid,
	"order_id" uuid,
	"ir_id" uuid,
	"uploaded_by_id" uuid NOT NULL,
	CONSTRAINT "documents_kind_check" CHECK ("documents"."kind" in ('passportCopy', 'huntingRegister', 'huntingLicence', 'topsPermit', 'citesExportPermit', 'citesImportPermit', 'veterinaryCertificate', 'exportPermit', 'invoice', 'other'))
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_client_idx" ON "documents" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "documents_order_idx" ON "documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "documents_ir_idx" ON "documents" USING btree ("ir_id");--> statement-breakpoint
CREATE INDEX "documents_file_idx" ON "documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "documents_created_idx" ON "documents" USING btree ("created_at");
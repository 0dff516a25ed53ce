CREATE TABLE "order_line_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_by_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "ir_line_id" uuid;--> statement-breakpoint
ALTER TABLE "order_line_photos" ADD CONSTRAINT "order_line_photos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_photos" ADD CONSTRAINT "order_line_photos_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_photos" ADD CONSTRAINT "order_line_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_photos" ADD CONSTRAINT "order_line_photos_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_line_photos_order_idx" ON "order_line_photos" USING btree ("order_id","taken_at");--> statement-breakpoint
CREATE INDEX "order_line_photos_line_idx" ON "order_line_photos" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "order_line_photos_file_idx" ON "order_line_photos" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_ir_line_id_ir_lines_id_fk" FOREIGN KEY ("ir_line_id") REFERENCES "public"."ir_lines"("id") ON DELETE set null ON UPDATE no action;
CREATE TABLE "production_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"name_fr" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"applies_to_dip_and_pack" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "stage" text DEFAULT 'collected' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "production_step_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "stage_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD COLUMN "line_move" jsonb;--> statement-breakpoint
ALTER TABLE "trophy_types" ADD COLUMN "dip_and_pack" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_production_step_id_production_steps_id_fk" FOREIGN KEY ("production_step_id") REFERENCES "public"."production_steps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_stage_idx" ON "order_lines" USING btree ("stage","production_step_id","stage_at");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_stage_check" CHECK ("order_lines"."stage" in ('collected', 'received', 'inProduction', 'readyForExport', 'crated', 'withFreightAgent', 'shipped', 'delivered'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_step_check" CHECK ("order_lines"."stage" = 'inProduction' or "order_lines"."production_step_id" is null);
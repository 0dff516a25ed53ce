CREATE TABLE "freight_pack_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"sent_by_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "freight_pack_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"ip" text NOT NULL,
	CONSTRAINT "freight_pack_uses_kind_check" CHECK ("freight_pack_uses"."kind" in ('page', 'zip'))
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "freight_agent_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "freight_agent_language" text;--> statement-breakpoint
ALTER TABLE "freight_pack_links" ADD CONSTRAINT "freight_pack_links_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_pack_links" ADD CONSTRAINT "freight_pack_links_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_pack_uses" ADD CONSTRAINT "freight_pack_uses_link_id_freight_pack_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."freight_pack_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "freight_pack_links_token_key" ON "freight_pack_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "freight_pack_links_shipment_idx" ON "freight_pack_links" USING btree ("shipment_id","created_at");--> statement-breakpoint
CREATE INDEX "freight_pack_uses_link_idx" ON "freight_pack_uses" USING btree ("link_id","used_at");
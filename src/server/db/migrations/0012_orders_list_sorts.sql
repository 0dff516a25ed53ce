CREATE TABLE "outfitter_orders" (
	"outfitter_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outfitter_orders_outfitter_id_client_id_order_id_pk" PRIMARY KEY("outfitter_id","client_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "outfitter_orders" ADD CONSTRAINT "outfitter_orders_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfitter_orders" ADD CONSTRAINT "outfitter_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outfitter_orders_order_idx" ON "outfitter_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "outfitter_orders_created_idx" ON "outfitter_orders" USING btree ("outfitter_id","created_at" DESC NULLS FIRST,"order_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outfitter_orders_status_created_idx" ON "outfitter_orders" USING btree ("outfitter_id","status","created_at" DESC NULLS FIRST,"order_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_total_created_idx" ON "orders" USING btree ("total_minor","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "clients_name_sort_idx" ON "clients" USING btree (lower("first_name" || ' ' || "last_name"),"id");
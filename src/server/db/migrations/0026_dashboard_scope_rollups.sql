CREATE TABLE "order_month_rollups" (
	"scope_id" uuid NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_month_rollups_scope_id_month_status_currency_pk" PRIMARY KEY("scope_id","month","status","currency")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paperwork_complete_until" date DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_paperwork_complete_idx" ON "orders" USING btree ("paperwork_complete_until","created_at") WHERE "orders"."status" = 'inProduction';--> statement-breakpoint
CREATE INDEX "orders_accepted_exported_idx" ON "orders" USING btree ("created_at") WHERE "orders"."exported_to_tls_at" is not null and "orders"."status" = 'accepted';--> statement-breakpoint
ALTER TABLE "order_rollups" RENAME COLUMN "client_id" TO "scope_id";--> statement-breakpoint
ALTER TABLE "order_rollups" RENAME CONSTRAINT "order_rollups_client_id_day_status_currency_pk" TO "order_rollups_scope_id_day_status_currency_pk";--> statement-breakpoint
ALTER TABLE "quote_decision_rollups" RENAME COLUMN "client_id" TO "scope_id";--> statement-breakpoint
ALTER TABLE "quote_decision_rollups" RENAME CONSTRAINT "quote_decision_rollups_client_id_day_pk" TO "quote_decision_rollups_scope_id_day_pk";

ALTER TABLE "order_status_changes" ADD COLUMN "expected_dates" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_ready_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_shipping_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_expected_dates_check" CHECK ("orders"."expected_shipping_on" is null or "orders"."expected_ready_on" is null or "orders"."expected_shipping_on" >= "orders"."expected_ready_on");
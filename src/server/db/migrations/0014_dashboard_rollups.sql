CREATE TABLE "order_rollups" (
	"client_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_rollups_client_id_day_status_currency_pk" PRIMARY KEY("client_id","day","status","currency")
);
--> statement-breakpoint
CREATE TABLE "outfitter_month_rollups" (
	"outfitter_id" uuid NOT NULL,
	"month" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "outfitter_month_rollups_month_outfitter_id_pk" PRIMARY KEY("month","outfitter_id")
);
--> statement-breakpoint
CREATE TABLE "quote_decision_rollups" (
	"client_id" uuid NOT NULL,
	"day" date NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"declined" integer DEFAULT 0 NOT NULL,
	"accept_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "quote_decision_rollups_client_id_day_pk" PRIMARY KEY("client_id","day")
);

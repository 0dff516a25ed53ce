CREATE TABLE "outfitter_month_rollups" (
	"outfitter_id" uuid NOT NULL,
	"month" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "outfitter_month_rollups_month_outfitter_id_pk" PRIMARY KEY("month","outfitter_id")
);

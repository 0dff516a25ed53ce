ALTER TABLE "studio_settings" ADD COLUMN "time_zone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_settings" ADD COLUMN "english_locale" text DEFAULT '' NOT NULL;
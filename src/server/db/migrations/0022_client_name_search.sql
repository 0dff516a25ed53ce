DROP INDEX "clients_full_name_prefix_idx";--> statement-breakpoint
DROP INDEX "clients_last_name_prefix_idx";--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops,"first_name" gin_trgm_ops,"last_name" gin_trgm_ops);
CREATE INDEX "clients_country_name_idx" ON "clients" USING btree ("country",lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "documents_title_idx" ON "documents" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "documents_number_idx" ON "documents" USING btree ("number","id");--> statement-breakpoint
CREATE INDEX "documents_expires_idx" ON "documents" USING btree ("expires_on","id");--> statement-breakpoint
CREATE INDEX "documents_kind_created_idx" ON "documents" USING btree ("kind","created_at","id");
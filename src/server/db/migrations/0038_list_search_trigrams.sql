CREATE INDEX "files_name_trgm_idx" ON "files" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_trgm_idx" ON "clients" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_passport_trgm_idx" ON "clients" USING gin ("passport_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_trgm_idx" ON "clients" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_title_trgm_idx" ON "documents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_number_trgm_idx" ON "documents" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_holder_trgm_idx" ON "documents" USING gin ("holder_name" gin_trgm_ops,"holder_passport_number" gin_trgm_ops);
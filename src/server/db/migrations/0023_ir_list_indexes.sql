DROP INDEX "instruction_registers_created_idx";--> statement-breakpoint
DROP INDEX "instruction_registers_collector_idx";--> statement-breakpoint
DROP INDEX "instruction_registers_client_idx";--> statement-breakpoint
DROP INDEX "instruction_registers_ph_idx";--> statement-breakpoint
DROP INDEX "instruction_registers_farm_idx";--> statement-breakpoint
CREATE INDEX "instruction_registers_status_created_idx" ON "instruction_registers" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "instruction_registers_collected_idx" ON "instruction_registers" USING btree ("collected_at","id");--> statement-breakpoint
CREATE INDEX "instruction_registers_created_idx" ON "instruction_registers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "instruction_registers_collector_idx" ON "instruction_registers" USING btree ("collector_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "instruction_registers_client_idx" ON "instruction_registers" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "instruction_registers_ph_idx" ON "instruction_registers" USING btree ("ph_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "instruction_registers_farm_idx" ON "instruction_registers" USING btree ("farm_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
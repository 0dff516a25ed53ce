CREATE TABLE "outfitter_irs" (
	"outfitter_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"ir_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"number" integer NOT NULL,
	"collected_at" timestamp with time zone,
	CONSTRAINT "outfitter_irs_outfitter_id_client_id_ir_id_pk" PRIMARY KEY("outfitter_id","client_id","ir_id")
);
--> statement-breakpoint
ALTER TABLE "outfitter_irs" ADD CONSTRAINT "outfitter_irs_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfitter_irs" ADD CONSTRAINT "outfitter_irs_ir_id_instruction_registers_id_fk" FOREIGN KEY ("ir_id") REFERENCES "public"."instruction_registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outfitter_irs_ir_idx" ON "outfitter_irs" USING btree ("ir_id");--> statement-breakpoint
CREATE INDEX "outfitter_irs_created_idx" ON "outfitter_irs" USING btree ("outfitter_id","created_at" DESC NULLS FIRST,"ir_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outfitter_irs_status_created_idx" ON "outfitter_irs" USING btree ("outfitter_id","status","created_at" DESC NULLS FIRST,"ir_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outfitter_irs_number_idx" ON "outfitter_irs" USING btree ("outfitter_id","number","ir_id");--> statement-breakpoint
CREATE INDEX "outfitter_irs_collected_idx" ON "outfitter_irs" USING btree ("outfitter_id","collected_at","ir_id");--> statement-breakpoint
CREATE INDEX "instruction_registers_search_trgm_idx" ON "instruction_registers" USING gin ("hunter_name" gin_trgm_ops,"hunter_passport_number" gin_trgm_ops,"notes" gin_trgm_ops);--> statement-breakpoint
-- docs/instruction-registers.md#the-list: outfitter_irs holds (outfitter, IR) for every IR of a
-- client linked to the outfitter now, with the IR's copies the outfitter's page sorts and filters
-- by. These statement-level triggers keep it so in the same statement as the change, set-based, as
-- outfitter_orders is kept (migration outfitter_orders_triggers).
CREATE FUNCTION outfitter_irs_irs_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outfitter_irs (outfitter_id, client_id, ir_id, status, created_at, number, collected_at)
    SELECT co.outfitter_id, i.client_id, i.id, i.status, i.created_at, i.number, i.collected_at
    FROM added_irs i JOIN client_outfitters co ON co.client_id = i.client_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER outfitter_irs_irs_added AFTER INSERT ON instruction_registers
  REFERENCING NEW TABLE AS added_irs
  FOR EACH STATEMENT EXECUTE FUNCTION outfitter_irs_irs_added();
--> statement-breakpoint
-- Only a change of the client or a copied column touches the copies; editing notes or lines does not.
CREATE FUNCTION outfitter_irs_irs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM outfitter_irs oi
    USING old_irs o JOIN new_irs n ON n.id = o.id
    WHERE oi.ir_id = o.id
      AND (o.client_id, o.status, o.created_at, o.number, o.collected_at)
        IS DISTINCT FROM (n.client_id, n.status, n.created_at, n.number, n.collected_at);
  INSERT INTO outfitter_irs (outfitter_id, client_id, ir_id, status, created_at, number, collected_at)
    SELECT co.outfitter_id, n.client_id, n.id, n.status, n.created_at, n.number, n.collected_at
    FROM new_irs n
      JOIN old_irs o ON o.id = n.id
      JOIN client_outfitters co ON co.client_id = n.client_id
    WHERE (o.client_id, o.status, o.created_at, o.number, o.collected_at)
      IS DISTINCT FROM (n.client_id, n.status, n.created_at, n.number, n.collected_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER outfitter_irs_irs_changed AFTER UPDATE ON instruction_registers
  REFERENCING OLD TABLE AS old_irs NEW TABLE AS new_irs
  FOR EACH STATEMENT EXECUTE FUNCTION outfitter_irs_irs_changed();
--> statement-breakpoint
-- A deleted IR's copies go by the foreign key's cascade.
CREATE FUNCTION outfitter_irs_links_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outfitter_irs (outfitter_id, client_id, ir_id, status, created_at, number, collected_at)
    SELECT l.outfitter_id, i.client_id, i.id, i.status, i.created_at, i.number, i.collected_at
    FROM added_links l JOIN instruction_registers i ON i.client_id = l.client_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION outfitter_irs_links_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM outfitter_irs oi
    USING removed_links l
    WHERE oi.outfitter_id = l.outfitter_id AND oi.client_id = l.client_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER outfitter_irs_links_added AFTER INSERT ON client_outfitters
  REFERENCING NEW TABLE AS added_links
  FOR EACH STATEMENT EXECUTE FUNCTION outfitter_irs_links_added();
--> statement-breakpoint
CREATE TRIGGER outfitter_irs_links_removed AFTER DELETE ON client_outfitters
  REFERENCING OLD TABLE AS removed_links
  FOR EACH STATEMENT EXECUTE FUNCTION outfitter_irs_links_removed();
--> statement-breakpoint
-- A changed link is the old one removed and the new one added (triggers fire in name order: removal
-- first, so a link updated to itself keeps its copies).
CREATE TRIGGER outfitter_irs_links_changed_1_removed AFTER UPDATE ON client_outfitters
  REFERENCING OLD TABLE AS removed_links
  FOR EACH STATEMENT EXECUTE FUNCTION outfitter_irs_links_removed();
--> statement-breakpoint
CREATE TRIGGER outfitter_irs_links_changed_2_added AFTER UPDATE ON client_outfitters
  REFERENCING NEW TABLE AS added_links
  FOR EACH STATEMENT EXECUTE FUNCTION outfitter_irs_links_added();
--> statement-breakpoint
INSERT INTO outfitter_irs (outfitter_id, client_id, ir_id, status, created_at, number, collected_at)
  SELECT co.outfitter_id, i.client_id, i.id, i.status, i.created_at, i.number, i.collected_at
  FROM instruction_registers i JOIN client_outfitters co ON co.client_id = i.client_id;

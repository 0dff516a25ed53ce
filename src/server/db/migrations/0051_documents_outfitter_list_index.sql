CREATE TABLE "outfitter_documents" (
	"outfitter_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"number" text NOT NULL,
	"expires_on" date,
	CONSTRAINT "outfitter_documents_outfitter_id_client_id_document_id_pk" PRIMARY KEY("outfitter_id","client_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "outfitter_documents" ADD CONSTRAINT "outfitter_documents_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfitter_documents" ADD CONSTRAINT "outfitter_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outfitter_documents_document_idx" ON "outfitter_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "outfitter_documents_created_idx" ON "outfitter_documents" USING btree ("outfitter_id","created_at" DESC NULLS FIRST,"document_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outfitter_documents_kind_created_idx" ON "outfitter_documents" USING btree ("outfitter_id","kind","created_at" DESC NULLS FIRST,"document_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outfitter_documents_title_idx" ON "outfitter_documents" USING btree ("outfitter_id","title","document_id");--> statement-breakpoint
CREATE INDEX "outfitter_documents_number_idx" ON "outfitter_documents" USING btree ("outfitter_id","number","document_id");--> statement-breakpoint
CREATE INDEX "outfitter_documents_expires_idx" ON "outfitter_documents" USING btree ("outfitter_id","expires_on","document_id");--> statement-breakpoint
-- docs/documents.md#the-list: outfitter_documents holds (outfitter, document) for every document of
-- a client linked to the outfitter now, with the document's copies the outfitter's page sorts and
-- filters by. These statement-level triggers keep it so in the same statement as the change,
-- set-based, as outfitter_irs is kept (migration ir_list_outfitter_index_and_search).
CREATE FUNCTION outfitter_documents_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outfitter_documents (outfitter_id, client_id, document_id, created_at, kind, title, number, expires_on)
    SELECT co.outfitter_id, d.client_id, d.id, d.created_at, d.kind, d.title, d.number, d.expires_on
    FROM added_documents d JOIN client_outfitters co ON co.client_id = d.client_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER outfitter_documents_added AFTER INSERT ON documents
  REFERENCING NEW TABLE AS added_documents
  FOR EACH STATEMENT EXECUTE FUNCTION outfitter_documents_added();
--> statement-breakpoint
-- Only a change of the client or a copied column touches the copies; editing tags or species does not.
CREATE FUNCTION outfitter_documents_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM outfitter_documents od
    USING old_documents o JOIN new_documents n ON n.id = o.id
    WHERE od.document_id = o.id
      AND (o.client_id, o.created_at, o.kind, o.title, o.number, o.expires_on)
        IS DISTINCT FROM (n.client_id, n.created_at, n.kind, n.title, n.number, n.expires_on);
  INSERT INTO outfitter_documents (outfitter_id, client_id, document_id, created_at, kind, title, number, expires_on)
    SELECT co.outfitter_id, n.client_id, n.id, n.created_at, n.kind, n.title, n.number, n.expires_on
    FROM new_documents n
      JOIN old_documents o ON o.id = n.id
      JOIN client_outfitters co ON co.client_id = n.client_id
    WHERE (o.client_id, o.created_at, o.kind, o.title, o.number, o.expires_on)
      IS DISTINCT FROM (n.client_id, n.created_at, n.kind, n.title, n.number, n.expires_on);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER outfitter_documents_changed AFTER UPDATE ON documents
  REFERENCING OLD TABLE AS old_documents NEW TABLE AS new_documents
  FOR EACH STATEMENT EXECUTE FUNCTION outfitter_documents_changed();
--> statement-breakpoint
-- A deleted document's copies go by the foreign key's cascade.
CREATE FUNCTION outfitter_documents_links_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outfitter_documents (outfitter_id, client_id, document_id, created_at, kind, title, number, expires_on)
    SELECT l.outfitter_id, d.client_id, d.id, d.created_at, d.kind, d.title, d.number, d.expires_on
    FROM added_links l JOIN documents d ON d.client_id = l.client_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION outfitter_documents_links_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM outfitter_documents od
    USING removed_links l
    WHERE od.outfitter_id = l.outfitter_id AND od.client_id = l.client_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER outfitter_documents_links_added AFTER INSERT ON client_outfitters
  REFERENCING NEW TABLE AS added_links
  FOR EACH STATEMENT EXECUTE FUNCTION outfitter_documents_links_added();
--> statement-breakpoint
CREATE TRIGGER outfitter_documents_links_removed AFTER DELETE ON client_outfitters
  REFERENCING OLD TABLE AS removed_links
  FOR EACH STATEMENT EXECUTE FUNCTION outfitter_documents_links_removed();
--> statement-breakpoint
-- A changed link is the old one removed and the new one added (triggers fire in name order: removal
-- first, so a link updated to itself keeps its copies).
CREATE TRIGGER outfitter_documents_links_changed_1_removed AFTER UPDATE ON client_outfitters
  REFERENCING OLD TABLE AS removed_links
  FOR EACH STATEMENT EXECUTE FUNCTION outfitter_documents_links_removed();
--> statement-breakpoint
CREATE TRIGGER outfitter_documents_links_changed_2_added AFTER UPDATE ON client_outfitters
  REFERENCING NEW TABLE AS added_links
  FOR EACH STATEMENT EXECUTE FUNCTION outfitter_documents_links_added();
--> statement-breakpoint
INSERT INTO outfitter_documents (outfitter_id, client_id, document_id, created_at, kind, title, number, expires_on)
  SELECT co.outfitter_id, d.client_id, d.id, d.created_at, d.kind, d.title, d.number, d.expires_on
  FROM documents d JOIN client_outfitters co ON co.client_id = d.client_id;

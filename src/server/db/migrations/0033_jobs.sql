CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_id" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "tls_exports" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "tls_exports" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
-- docs/tls-export.md#batches: a batch made before jobs was made whole in one call, its file
-- written when it was recorded: it is done, as of its creation.
UPDATE "tls_exports" SET "finished_at" = "created_at" WHERE "finished_at" IS NULL;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("next_attempt_at") WHERE "jobs"."status" in ('queued', 'running');--> statement-breakpoint
ALTER TABLE "tls_exports" ADD CONSTRAINT "tls_exports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;
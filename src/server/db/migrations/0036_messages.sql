CREATE TABLE "message_read_marks" (
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_read_marks_user_id_order_id_pk" PRIMARY KEY("user_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid,
	"ir_id" uuid,
	"author_id" uuid NOT NULL,
	"from_studio" boolean NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"text" text NOT NULL,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"shared_order_id" uuid GENERATED ALWAYS AS (case when not internal then order_id end) STORED,
	"shared_ir_id" uuid GENERATED ALWAYS AS (case when not internal then ir_id end) STORED,
	CONSTRAINT "messages_one_thread_check" CHECK (num_nonnulls("messages"."order_id", "messages"."ir_id") = 1),
	CONSTRAINT "messages_internal_by_studio_check" CHECK (not "messages"."internal" or "messages"."from_studio")
);
--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD COLUMN "message_id" uuid;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message_read_marks" ADD CONSTRAINT "message_read_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_read_marks" ADD CONSTRAINT "message_read_marks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_ir_id_instruction_registers_id_fk" FOREIGN KEY ("ir_id") REFERENCES "public"."instruction_registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_order_idx" ON "messages" USING btree ("order_id","created_at") WHERE "messages"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_ir_idx" ON "messages" USING btree ("ir_id","created_at") WHERE "messages"."ir_id" is not null;
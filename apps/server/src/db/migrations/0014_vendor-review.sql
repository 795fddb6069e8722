CREATE TABLE "vendor_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" text NOT NULL,
	"kind" text NOT NULL,
	"content_id" text,
	"values" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"source_id" text,
	"external_id" text,
	"submitted_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_submissions_kind_check" CHECK ("vendor_submissions"."kind" in ('job','webinar','product_update','product_trial','certification','ai_course','vendor')),
	CONSTRAINT "vendor_submissions_state_check" CHECK ("vendor_submissions"."state" in ('pending','approved','rejected','withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "trusted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_submissions" ADD CONSTRAINT "vendor_submissions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_submissions" ADD CONSTRAINT "vendor_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_submissions" ADD CONSTRAINT "vendor_submissions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_submissions_state_idx" ON "vendor_submissions" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "vendor_submissions_vendor_idx" ON "vendor_submissions" USING btree ("vendor_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "vendor_submissions_content_idx" ON "vendor_submissions" USING btree ("kind","content_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_submissions_pending_edit_idx" ON "vendor_submissions" USING btree ("kind","content_id") WHERE "vendor_submissions"."state" = 'pending' and "vendor_submissions"."content_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_submissions_source_idx" ON "vendor_submissions" USING btree ("source_id","external_id") WHERE "vendor_submissions"."state" = 'pending' and "vendor_submissions"."source_id" is not null;
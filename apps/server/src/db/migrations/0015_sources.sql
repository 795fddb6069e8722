CREATE TABLE "source_items" (
	"source_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"content_type" text NOT NULL,
	"content_id" uuid,
	"submission_id" uuid,
	"hash" text NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "source_items_type_check" CHECK ("source_items"."content_type" in ('job','webinar','product_update'))
);
--> statement-breakpoint
CREATE TABLE "vendor_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" text NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"created_by" uuid,
	"etag" text,
	"last_modified" text,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"requested_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"status" text DEFAULT 'new' NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_added" integer DEFAULT 0 NOT NULL,
	"last_updated" integer DEFAULT 0 NOT NULL,
	"last_closed" integer DEFAULT 0 NOT NULL,
	"last_skipped" integer DEFAULT 0 NOT NULL,
	"last_pending" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_sources_kind_check" CHECK ("vendor_sources"."kind" in ('greenhouse','lever','ashby','feed','ical')),
	CONSTRAINT "vendor_sources_status_check" CHECK ("vendor_sources"."status" in ('new','ok','error'))
);
--> statement-breakpoint
ALTER TABLE "source_items" ADD CONSTRAINT "source_items_source_id_vendor_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."vendor_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_items" ADD CONSTRAINT "source_items_submission_id_vendor_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."vendor_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_sources" ADD CONSTRAINT "vendor_sources_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_sources" ADD CONSTRAINT "vendor_sources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "source_items_source_external_key" ON "source_items" USING btree ("source_id","external_id");--> statement-breakpoint
CREATE INDEX "source_items_content_idx" ON "source_items" USING btree ("content_type","content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_sources_vendor_ref_key" ON "vendor_sources" USING btree ("vendor_id","kind","ref");--> statement-breakpoint
CREATE INDEX "vendor_sources_due_idx" ON "vendor_sources" USING btree ("next_sync_at");
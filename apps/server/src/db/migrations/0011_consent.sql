CREATE TABLE "lead_consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"vendor_id" text NOT NULL,
	"shared" boolean NOT NULL,
	"wording_key" text NOT NULL,
	"wording" text NOT NULL,
	"source" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_consent_events_source_check" CHECK ("lead_consent_events"."source" in ('like','webinar_registration','trial_activation','preferences'))
);
--> statement-breakpoint
CREATE TABLE "lead_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"vendor_id" text NOT NULL,
	"shared" boolean NOT NULL,
	"wording_key" text NOT NULL,
	"wording" text NOT NULL,
	"source" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_consents_source_check" CHECK ("lead_consents"."source" in ('like','webinar_registration','trial_activation','preferences'))
);
--> statement-breakpoint
CREATE TABLE "vendor_webhooks" (
	"vendor_id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" text NOT NULL,
	"event" text NOT NULL,
	"url" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending','retrying','delivered','failed'))
);
--> statement-breakpoint
ALTER TABLE "lead_consent_events" ADD CONSTRAINT "lead_consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_consent_events" ADD CONSTRAINT "lead_consent_events_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_webhooks" ADD CONSTRAINT "vendor_webhooks_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_consent_events_user_idx" ON "lead_consent_events" USING btree ("user_id","vendor_id","decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_consents_user_vendor_key" ON "lead_consents" USING btree ("user_id","vendor_id");--> statement-breakpoint
CREATE INDEX "lead_consents_vendor_idx" ON "lead_consents" USING btree ("vendor_id","shared");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_vendor_idx" ON "webhook_deliveries" USING btree ("vendor_id","created_at");
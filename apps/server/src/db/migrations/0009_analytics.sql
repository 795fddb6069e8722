CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_view_days" (
	"content_type" text NOT NULL,
	"content_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_view_days_content_type_content_id_day_pk" PRIMARY KEY("content_type","content_id","day"),
	CONSTRAINT "content_view_days_type_check" CHECK ("content_view_days"."content_type" in ('job','webinar','certification','product_update','product_trial','ai_course')),
	CONSTRAINT "content_view_days_views_check" CHECK ("content_view_days"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "content_view_visitors" (
	"day" date NOT NULL,
	"content_type" text NOT NULL,
	"content_id" uuid NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "content_view_visitors_day_content_type_content_id_visitor_hash_pk" PRIMARY KEY("day","content_type","content_id","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "user_trial_activations" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "content_view_days_day_idx" ON "content_view_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "user_trial_activations_trial_activated_idx" ON "user_trial_activations" USING btree ("trial_id","activation_date");--> statement-breakpoint
CREATE INDEX "user_trial_activations_trial_completed_idx" ON "user_trial_activations" USING btree ("trial_id","completed_at") WHERE "user_trial_activations"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "webinar_registrations_webinar_created_idx" ON "webinar_registrations" USING btree ("webinar_id","created_at");--> statement-breakpoint
UPDATE "user_trial_activations" SET "completed_at" = "updated_at" WHERE "status" = 'completed' AND "completed_at" IS NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION set_trial_completed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'completed' THEN
    IF TG_OP = 'INSERT' THEN
      NEW.completed_at := coalesce(NEW.completed_at, NEW.updated_at, now());
    ELSIF OLD.status IS DISTINCT FROM 'completed' THEN
      NEW.completed_at := now();
    ELSE
      NEW.completed_at := coalesce(NEW.completed_at, OLD.completed_at, now());
    END IF;
  ELSE
    NEW.completed_at := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_trial_activations_completed_at" BEFORE INSERT OR UPDATE ON "user_trial_activations"
  FOR EACH ROW EXECUTE FUNCTION set_trial_completed_at();

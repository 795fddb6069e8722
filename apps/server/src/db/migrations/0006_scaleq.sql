CREATE TABLE "cache_versions" (
	"area" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- Hand-written (drizzle cannot express these): search indexes and cache-version triggers (docs/decisions/1302).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
INSERT INTO "cache_versions" ("area", "version") VALUES ('catalog', 1), ('forum', 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_versions (area, version) VALUES (TG_ARGV[0], 1)
    ON CONFLICT (area) DO UPDATE SET version = cache_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['vendors', 'webinars', 'jobs', 'certifications', 'ai_courses', 'product_updates', 'product_trials', 'user_likes'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version(%L)',
      t || '_cache_version', t, 'catalog');
  END LOOP;
  FOREACH t IN ARRAY ARRAY['forum_topics', 'forum_replies', 'forum_votes'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version(%L)',
      t || '_cache_version', t, 'forum');
  END LOOP;
END $$;
--> statement-breakpoint
-- Forum answers show the author's name and avatar.
CREATE TRIGGER profiles_forum_cache_version AFTER UPDATE OF full_name, avatar_url, email OR DELETE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('forum');
--> statement-breakpoint
-- Full-text documents of the two tables that grow large (titles weigh A, bodies B); the small curated tables use the same expression inline.
ALTER TABLE "jobs" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("job_title", '')), 'A') || setweight(to_tsvector('english', coalesce("job_description", '')), 'B')) STORED;
--> statement-breakpoint
ALTER TABLE "forum_topics" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("content", '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "jobs_search_tsv_idx" ON "jobs" USING gin ("search_tsv");
--> statement-breakpoint
CREATE INDEX "forum_topics_search_tsv_idx" ON "forum_topics" USING gin ("search_tsv");
--> statement-breakpoint
CREATE INDEX "webinars_search_tsv_idx" ON "webinars" USING gin ((setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B')));
--> statement-breakpoint
-- Trigram indexes: ILIKE '%text%' (the spec's substring rule) and typo matching (%>) use them instead of scanning.
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("job_title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "jobs_description_trgm_idx" ON "jobs" USING gin ("job_description" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "forum_topics_title_trgm_idx" ON "forum_topics" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "forum_topics_content_trgm_idx" ON "forum_topics" USING gin ("content" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "webinars_title_trgm_idx" ON "webinars" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "webinars_description_trgm_idx" ON "webinars" USING gin ("description" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "vendors_name_trgm_idx" ON "vendors" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "certifications_name_trgm_idx" ON "certifications" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ai_courses_name_trgm_idx" ON "ai_courses" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_trials_name_trgm_idx" ON "product_trials" USING gin ("product_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_updates_name_trgm_idx" ON "product_updates" USING gin ("product_name" gin_trgm_ops);
--> statement-breakpoint
-- Sorts of the public lists: the jobs list's active rows by date, title and salary; topics by date.
CREATE INDEX "jobs_active_posted_idx" ON "jobs" ("posted_date" DESC NULLS LAST, "created_at" DESC, "id") WHERE "status" = 'active';
--> statement-breakpoint
CREATE INDEX "jobs_active_title_idx" ON "jobs" (lower("job_title"), "id") WHERE "status" = 'active';
--> statement-breakpoint
CREATE INDEX "jobs_active_salary_idx" ON "jobs" ((coalesce("salary_max", "salary_min")) DESC NULLS LAST, "id") WHERE "status" = 'active';
--> statement-breakpoint
CREATE INDEX "jobs_active_city_idx" ON "jobs" ("location_city") WHERE "status" = 'active';
--> statement-breakpoint
CREATE INDEX "forum_topics_newest_idx" ON "forum_topics" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
-- Published trial reviews (and their average) are part of the public trial page and its reviews list.
CREATE TRIGGER user_trial_activations_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_trial_activations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');

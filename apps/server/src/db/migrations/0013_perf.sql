-- Hand-written (docs/decisions/2401): an index for each sort the public lists offer, spelled as the ORDER BY is, so a page
-- (and the first rows of a search walked in list order) reads a few index entries instead of sorting every match.
-- The INCLUDEd columns let the lists' id-only page query be an index-only scan, so a deep page skips index entries only.
CREATE INDEX "jobs_active_oldest_idx" ON "jobs" ("posted_date" ASC NULLS LAST, "created_at" ASC, "id") WHERE "status" = 'active';
--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_active_title_idx";
--> statement-breakpoint
CREATE INDEX "jobs_active_title_idx" ON "jobs" (lower("job_title"), "id") INCLUDE ("job_title") WHERE "status" = 'active';
--> statement-breakpoint
CREATE INDEX "jobs_active_title_desc_idx" ON "jobs" (lower("job_title") DESC, "id") INCLUDE ("job_title") WHERE "status" = 'active';
--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_active_salary_idx";
--> statement-breakpoint
CREATE INDEX "jobs_active_salary_idx" ON "jobs" ((coalesce("salary_max", "salary_min")) DESC NULLS LAST, "id") INCLUDE ("salary_max", "salary_min") WHERE "status" = 'active';
--> statement-breakpoint
CREATE INDEX "jobs_active_salary_asc_idx" ON "jobs" ((coalesce("salary_min", "salary_max")) ASC NULLS LAST, "id") INCLUDE ("salary_max", "salary_min") WHERE "status" = 'active';
--> statement-breakpoint
CREATE INDEX "forum_topics_popular_idx" ON "forum_topics" ("upvotes" DESC, "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "forum_topics_most_replies_idx" ON "forum_topics" ("reply_count" DESC, "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- Stored full-text documents (title A above body B) for every searched table, as jobs and forum_topics have had since
-- 0006: a search tests and ranks the stored column instead of computing to_tsvector for each row it reads.
CREATE OR REPLACE FUNCTION features_text(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$;
--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B')) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "webinars_search_tsv_idx";
--> statement-breakpoint
CREATE INDEX "webinars_search_tsv_idx" ON "webinars" USING gin ("search_tsv");
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("name", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "vendors_search_tsv_idx" ON "vendors" USING gin ("search_tsv");
--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("name", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "certifications_search_tsv_idx" ON "certifications" USING gin ("search_tsv");
--> statement-breakpoint
ALTER TABLE "ai_courses" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("name", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "ai_courses_search_tsv_idx" ON "ai_courses" USING gin ("search_tsv");
--> statement-breakpoint
ALTER TABLE "product_trials" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("product_name", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "product_trials_search_tsv_idx" ON "product_trials" USING gin ("search_tsv");
--> statement-breakpoint
ALTER TABLE "product_updates" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("product_name", '')), 'A') || setweight(to_tsvector('english', coalesce("version", '') || ' ' || features_text("features")), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "product_updates_search_tsv_idx" ON "product_updates" USING gin ("search_tsv");
--> statement-breakpoint
-- Trigram indexes for the 'text anywhere in a field' rule on the bodies of the tables that grow with the catalogue.
CREATE INDEX "certifications_description_trgm_idx" ON "certifications" USING gin ("description" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "ai_courses_description_trgm_idx" ON "ai_courses" USING gin ("description" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_updates_features_trgm_idx" ON "product_updates" USING gin ((features_text("features")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_updates_version_trgm_idx" ON "product_updates" USING gin ("version" gin_trgm_ops);

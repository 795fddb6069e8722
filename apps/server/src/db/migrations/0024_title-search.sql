-- Global search collects title matches first (docs/decisions/2401, amendment 2026-11-27b): the title's own words
-- through an index of their own on the two tables that grow, so a word common in bodies but rare in titles does not
-- recheck every body match of the whole-document index. The expression is the title part of search_tsv (weight aside).
CREATE INDEX IF NOT EXISTS "jobs_title_tsv_idx" ON "jobs" USING gin (to_tsvector('english', coalesce("job_title", '')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webinars_title_tsv_idx" ON "webinars" USING gin (to_tsvector('english', coalesce("title", '')));

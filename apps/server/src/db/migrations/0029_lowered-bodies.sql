-- The 'contains' test on the long texts (job descriptions, forum topics' content) without ILIKE's per-row lower()
-- (docs/decisions/2465). In a multi-byte database PostgreSQL's ILIKE is `lower(text) LIKE lower(pattern)` (like.c,
-- Generic_Text_IC_like), so a stored lower-cased copy tested with `LIKE lower(pattern)` gives exactly ILIKE's rows and
-- lowers each text once, when it is written. The copies get the trigram indexes the texts had (pg_trgm folds case in
-- its trigrams either way), and the search functions of migrations 0026/0028 test them. Titles stay ILIKE (short).
-- Adding a stored generated column rewrites the table (100k jobs + 100k topics: see docs/benchmarks/cache-miss.md).
ALTER TABLE "jobs" ADD COLUMN "job_description_lower" text GENERATED ALWAYS AS (lower("job_description")) STORED;
--> statement-breakpoint
ALTER TABLE "forum_topics" ADD COLUMN "content_lower" text GENERATED ALWAYS AS (lower("content")) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_description_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "forum_topics_content_trgm_idx";
--> statement-breakpoint
CREATE INDEX "jobs_description_lower_trgm_idx" ON "jobs" USING gin ("job_description_lower" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "forum_topics_content_lower_trgm_idx" ON "forum_topics" USING gin ("content_lower" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_body_scanned(q tsquery, q_title tsquery, pattern text, bound int) RETURNS tid[]
  LANGUAGE sql STABLE SET enable_bitmapscan = off SET enable_indexscan = off SET synchronize_seqscans = off
  AS $$
    SELECT array(
      SELECT j.ctid FROM jobs j
       WHERE (j.status = 'active') IS TRUE
         AND (j.search_tsv @@ q OR j.job_description_lower LIKE lower(pattern)
              OR j.vendor_id = ANY(array(SELECT vv.id FROM vendors vv WHERE vv.name ILIKE pattern)))
         AND NOT coalesce(j.job_title ILIKE pattern OR j.search_tsv @@ q_title, false)
       LIMIT bound)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_body_indexed(q tsquery, q_title tsquery, pattern text, bound int) RETURNS tid[]
  LANGUAGE sql STABLE SET enable_seqscan = off SET enable_indexscan = off
  AS $$
    SELECT array(
      SELECT j.ctid FROM jobs j
       WHERE (j.status = 'active') IS TRUE
         AND (j.search_tsv @@ q OR j.job_title ILIKE pattern OR j.job_description_lower LIKE lower(pattern)
              OR j.vendor_id = ANY(array(SELECT vv.id FROM vendors vv WHERE vv.name ILIKE pattern)))
         AND NOT coalesce(j.job_title ILIKE pattern OR j.search_tsv @@ q_title, false)
       LIMIT bound)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_dense(part text, q tsquery, q_title tsquery, pattern text, bound int) RETURNS boolean
  LANGUAGE plpgsql STABLE SET synchronize_seqscans = off
  AS $$
  DECLARE
    probe constant int := 300;
    hits int;
    n float8;
  BEGIN
    IF part = 'title' THEN
      SELECT count(*) FILTER (WHERE m) INTO hits FROM (
        SELECT (j.status = 'active') IS TRUE AND (j.job_title ILIKE pattern OR j.search_tsv @@ q_title) AS m FROM jobs j LIMIT probe) s;
    ELSE
      SELECT count(*) FILTER (WHERE m) INTO hits FROM (
        SELECT (j.status = 'active') IS TRUE AND (j.search_tsv @@ q OR j.job_description_lower LIKE lower(pattern))
               AND NOT coalesce(j.job_title ILIKE pattern OR j.search_tsv @@ q_title, false) AS m FROM jobs j LIMIT probe) s;
    END IF;
    SELECT greatest(reltuples, 0) INTO n FROM pg_class WHERE oid = 'jobs'::regclass;
    RETURN hits > 0 AND 4 * bound::float8 * probe / hits <= hits::float8 / probe * n;
  END
  $$;

-- Global search's collections by density (docs/decisions/2401, amendment 2026-11-27c): the first `bound` matches in
-- physical order, collected through the search indexes or by a scan, whichever reads fewer rows for this word.
-- Webinars' body-only matches:
-- The planner costs an ILIKE on a description like any operator, so a word in a tenth of the webinars (~1,000 of
-- 10,000) was collected by a scan testing every description (40-75 ms) instead of the full-text and trigram indexes
-- (~1,000 rows rechecked, 7-14 ms); a word in most of them is cheaper by a scan that stops after `bound` matches.
-- A setting in a function's SET clause holds while it runs only, and its statement is planned then. Both plans give
-- the rows in block order (a bitmap heap scan reads the table in block order; the scan starts at block 0), so the
-- candidates are the same either way. Creates functions only: no table is locked.
CREATE OR REPLACE FUNCTION webinar_body_indexed(q tsquery, q_title tsquery, pattern text, typo text, bound int) RETURNS tid[]
  LANGUAGE sql STABLE SET enable_seqscan = off
  AS $$
    SELECT array(
      SELECT w.ctid FROM webinars w
       WHERE (w.search_tsv @@ q OR w.description ILIKE pattern)
         AND NOT coalesce(w.title ILIKE pattern OR w.search_tsv @@ q_title OR (typo IS NOT NULL AND w.title %> typo), false)
       LIMIT bound)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webinar_body_scanned(q tsquery, q_title tsquery, pattern text, typo text, bound int) RETURNS tid[]
  LANGUAGE sql STABLE SET enable_bitmapscan = off SET enable_indexscan = off SET synchronize_seqscans = off
  AS $$
    SELECT array(
      SELECT w.ctid FROM webinars w
       WHERE (w.search_tsv @@ q OR w.description ILIKE pattern)
         AND NOT coalesce(w.title ILIKE pattern OR w.search_tsv @@ q_title OR (typo IS NOT NULL AND w.title %> typo), false)
       LIMIT bound)
  $$;
--> statement-breakpoint
-- The choice: the matches among the table's first 300 rows estimate the word's density d over its n rows; a scan reads
-- about bound / d rows (each tests the match, an ILIKE of the text: ~4 times the cost of a match taken from an index),
-- the indexes about d * n matches.
CREATE OR REPLACE FUNCTION webinar_body_matches(q tsquery, q_title tsquery, pattern text, typo text, bound int) RETURNS tid[]
  LANGUAGE plpgsql STABLE
  AS $$
  DECLARE
    probe constant int := 300;
    hits int;
    n float8;
  BEGIN
    SELECT count(*) FILTER (WHERE m) INTO hits FROM (
      SELECT (w.search_tsv @@ q OR w.description ILIKE pattern)
             AND NOT coalesce(w.title ILIKE pattern OR w.search_tsv @@ q_title OR (typo IS NOT NULL AND w.title %> typo), false) AS m
        FROM webinars w LIMIT probe) s;
    SELECT greatest(reltuples, 0) INTO n FROM pg_class WHERE oid = 'webinars'::regclass;
    IF hits > 0 AND 4 * bound::float8 * probe / hits <= hits::float8 / probe * n THEN
      RETURN webinar_body_scanned(q, q_title, pattern, typo, bound);
    END IF;
    RETURN webinar_body_indexed(q, q_title, pattern, typo, bound);
  END
  $$;
--> statement-breakpoint
-- Jobs (the table that grows most): title matches and body-only matches of a word in many rows are collected by a scan
-- that stops after `bound` matches, instead of a bitmap of every match (a word in 67% of the titles: 66k entries from
-- two indexes, 39 ms under load, against 1,500 rows scanned, 2.4 ms). The scan starts at block 0
-- (synchronize_seqscans off: a scan joining another one mid-table would give other rows), so its rows are the first
-- `bound` in block order, as the bitmap heap scan gives them. The title test is the stored document's title part
-- (weight A, `q_title`), the same words as the title's own tsvector. Typo passes do not come here.
CREATE OR REPLACE FUNCTION jobs_title_scanned(q_title tsquery, pattern text, bound int) RETURNS tid[]
  LANGUAGE sql STABLE SET enable_bitmapscan = off SET enable_indexscan = off SET synchronize_seqscans = off
  AS $$
    SELECT array(
      SELECT j.ctid FROM jobs j
       WHERE (j.status = 'active') IS TRUE AND (j.job_title ILIKE pattern OR j.search_tsv @@ q_title)
       LIMIT bound)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_body_scanned(q tsquery, q_title tsquery, pattern text, bound int) RETURNS tid[]
  LANGUAGE sql STABLE SET enable_bitmapscan = off SET enable_indexscan = off SET synchronize_seqscans = off
  AS $$
    SELECT array(
      SELECT j.ctid FROM jobs j
       WHERE (j.status = 'active') IS TRUE
         AND (j.search_tsv @@ q OR j.job_description ILIKE pattern
              OR j.vendor_id = ANY(array(SELECT vv.id FROM vendors vv WHERE vv.name ILIKE pattern)))
         AND NOT coalesce(j.job_title ILIKE pattern OR j.search_tsv @@ q_title, false)
       LIMIT bound)
  $$;
--> statement-breakpoint
-- Whether a scan reads fewer rows than the indexes for this word: the matches among the table's first 300 rows
-- estimate its density d over the table's n rows; a scan reads about bound / d rows (each tests the match, an ILIKE
-- of the text: ~4 times the cost of a match taken from an index), the indexes about d * n matches.
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
        SELECT (j.status = 'active') IS TRUE AND (j.search_tsv @@ q OR j.job_description ILIKE pattern)
               AND NOT coalesce(j.job_title ILIKE pattern OR j.search_tsv @@ q_title, false) AS m FROM jobs j LIMIT probe) s;
    END IF;
    SELECT greatest(reltuples, 0) INTO n FROM pg_class WHERE oid = 'jobs'::regclass;
    RETURN hits > 0 AND 4 * bound::float8 * probe / hits <= hits::float8 / probe * n;
  END
  $$;

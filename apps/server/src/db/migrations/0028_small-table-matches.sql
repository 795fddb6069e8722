-- Global search's small tables (docs/decisions/2434): every match of a text collected through the search indexes, not
-- by a scan testing every row. Planned without the text's values (the named statement's generic plan, decision 2426),
-- an OR of a full-text test and two or three ILIKEs looks cheap enough to scan: at 1,000 rows a scan did an ILIKE of
-- every description (10k at 1M) even when nothing matched. Each function returns the row addresses of every match in
-- block order (a bitmap heap scan reads the table in block order), the rows the scan gave. SET enable_seqscan = off
-- holds while the function runs; every alternative of the OR has an index (the two trigram indexes below complete
-- them), so the plan is a BitmapOr. `typo` (the fallback's near spelling of the title, or null) is a second statement:
-- in one statement a null typo still plans its arm. Creates two small indexes (vendors, product trials) and functions.
CREATE INDEX IF NOT EXISTS "vendors_description_trgm_idx" ON "vendors" USING gin ("description" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_trials_description_trgm_idx" ON "product_trials" USING gin ("description" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_updates_title_trgm_idx" ON "product_updates" USING gin (("product_name" || ' ' || "version") gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendors_matching(q tsquery, pattern text, typo text) RETURNS tid[]
  LANGUAGE plpgsql STABLE SET enable_seqscan = off
  AS $$
  BEGIN
    IF typo IS NULL THEN
      RETURN array(SELECT v.ctid FROM vendors v WHERE v.search_tsv @@ q OR v.name ILIKE pattern OR v.description ILIKE pattern);
    END IF;
    RETURN array(SELECT v.ctid FROM vendors v
                  WHERE v.search_tsv @@ q OR v.name ILIKE pattern OR v.description ILIKE pattern OR v.name %> typo);
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION certifications_matching(q tsquery, pattern text, typo text) RETURNS tid[]
  LANGUAGE plpgsql STABLE SET enable_seqscan = off
  AS $$
  BEGIN
    IF typo IS NULL THEN
      RETURN array(SELECT c.ctid FROM certifications c WHERE c.search_tsv @@ q OR c.name ILIKE pattern OR c.description ILIKE pattern);
    END IF;
    RETURN array(SELECT c.ctid FROM certifications c
                  WHERE c.search_tsv @@ q OR c.name ILIKE pattern OR c.description ILIKE pattern OR c.name %> typo);
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ai_courses_matching(q tsquery, pattern text, typo text) RETURNS tid[]
  LANGUAGE plpgsql STABLE SET enable_seqscan = off
  AS $$
  BEGIN
    IF typo IS NULL THEN
      RETURN array(SELECT c.ctid FROM ai_courses c WHERE c.search_tsv @@ q OR c.name ILIKE pattern OR c.description ILIKE pattern);
    END IF;
    RETURN array(SELECT c.ctid FROM ai_courses c
                  WHERE c.search_tsv @@ q OR c.name ILIKE pattern OR c.description ILIKE pattern OR c.name %> typo);
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_updates_matching(q tsquery, pattern text, typo text) RETURNS tid[]
  LANGUAGE plpgsql STABLE SET enable_seqscan = off
  AS $$
  BEGIN
    IF typo IS NULL THEN
      RETURN array(SELECT u.ctid FROM product_updates u
                    WHERE u.search_tsv @@ q OR u.product_name ILIKE pattern OR u.version ILIKE pattern
                       OR features_text(u.features) ILIKE pattern
                       OR u.vendor_id = ANY(array(SELECT vv.id FROM vendors vv WHERE vv.name ILIKE pattern)));
    END IF;
    RETURN array(SELECT u.ctid FROM product_updates u
                  WHERE u.search_tsv @@ q OR u.product_name ILIKE pattern OR u.version ILIKE pattern
                     OR features_text(u.features) ILIKE pattern OR (u.product_name || ' ' || u.version) %> typo
                     OR u.vendor_id = ANY(array(SELECT vv.id FROM vendors vv WHERE vv.name ILIKE pattern)));
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_trials_matching(q tsquery, pattern text, typo text) RETURNS tid[]
  LANGUAGE plpgsql STABLE SET enable_seqscan = off
  AS $$
  BEGIN
    IF typo IS NULL THEN
      RETURN array(SELECT t.ctid FROM product_trials t
                    WHERE t.search_tsv @@ q OR t.product_name ILIKE pattern OR t.description ILIKE pattern
                       OR t.vendor_id = ANY(array(SELECT vv.id FROM vendors vv WHERE vv.name ILIKE pattern)));
    END IF;
    RETURN array(SELECT t.ctid FROM product_trials t
                  WHERE t.search_tsv @@ q OR t.product_name ILIKE pattern OR t.description ILIKE pattern OR t.product_name %> typo
                     OR t.vendor_id = ANY(array(SELECT vv.id FROM vendors vv WHERE vv.name ILIKE pattern)));
  END
  $$;
--> statement-breakpoint
-- Jobs' title and body-only matches through the indexes (the probe `jobs_dense` found the word sparse), as functions: in
-- the statement, this straightforward collection was planned even when the probe chose the scan, and at 1M rows its
-- estimate (a bitmap heap scan of ~600k rows) lifted the statement's cost over jit_optimize_above_cost: 5.7 s of JIT
-- compilation for a 0.3 s search. A function's cost is opaque to the statement's plan. Bitmap scans only (no seq or
-- plain index scan: a LIMIT would tempt either), so the rows are the first `bound` matches in block order, as the scans'.
CREATE OR REPLACE FUNCTION jobs_title_indexed(q tsquery, pattern text, bound int) RETURNS tid[]
  LANGUAGE sql STABLE SET enable_seqscan = off SET enable_indexscan = off
  AS $$
    SELECT array(
      SELECT j.ctid FROM jobs j
       WHERE (j.status = 'active') IS TRUE
         AND (j.job_title ILIKE pattern OR to_tsvector('english', coalesce(j.job_title, '')) @@ q)
       LIMIT bound)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_body_indexed(q tsquery, q_title tsquery, pattern text, bound int) RETURNS tid[]
  LANGUAGE sql STABLE SET enable_seqscan = off SET enable_indexscan = off
  AS $$
    SELECT array(
      SELECT j.ctid FROM jobs j
       WHERE (j.status = 'active') IS TRUE
         AND (j.search_tsv @@ q OR j.job_title ILIKE pattern OR j.job_description ILIKE pattern
              OR j.vendor_id = ANY(array(SELECT vv.id FROM vendors vv WHERE vv.name ILIKE pattern)))
         AND NOT coalesce(j.job_title ILIKE pattern OR j.search_tsv @@ q_title, false)
       LIMIT bound)
  $$;

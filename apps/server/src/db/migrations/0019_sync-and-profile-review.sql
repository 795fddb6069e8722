ALTER TABLE "vendor_submissions" DROP CONSTRAINT "vendor_submissions_kind_check";--> statement-breakpoint
ALTER TABLE "vendor_submissions" ADD CONSTRAINT "vendor_submissions_kind_check" CHECK ("vendor_submissions"."kind" in ('job','webinar','product_update','product_trial','certification','ai_course','vendor','capabilities'));--> statement-breakpoint
-- Hand-written (docs/decisions/2202): a transaction that sets portal.defer_cache_bump = 'on' (set_config(..., true),
-- transaction-local) writes content without bumping the public cache's version; the writer bumps once when done
-- (the connected sources' sync, which commits in chunks). Every other write bumps as before.
CREATE OR REPLACE FUNCTION bump_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('portal.defer_cache_bump', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  INSERT INTO cache_versions (area, version) VALUES (TG_ARGV[0], 1)
    ON CONFLICT (area) DO UPDATE SET version = cache_versions.version + 1;
  RETURN NULL;
END $$;

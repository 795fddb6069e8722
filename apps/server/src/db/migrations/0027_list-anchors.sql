-- Hand-written (docs/decisions/2430-list-anchors.md): versions of the lists' orders, for the anchors behind deep
-- page numbers. Each is bumped by every statement that can add, remove or move a row in a list's sort, in the writing
-- transaction and never deferred (the connected sources' sync defers the public cache's 'catalog' bump to its end,
-- after chunks that have committed: a page read from anchors in between would be wrong). Views, likes and downvotes
-- move no row in any sort and bump none of them.
INSERT INTO "cache_versions" ("area", "version") VALUES ('jobs-order', 1), ('forum-order', 1), ('forum-votes', 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_order_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_versions (area, version) VALUES (TG_ARGV[0], 1)
    ON CONFLICT (area) DO UPDATE SET version = cache_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_order_version AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF id, status, posted_date, created_at, job_title, salary_min, salary_max ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_version('jobs-order');
--> statement-breakpoint
CREATE TRIGGER forum_topics_order_version AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF id, created_at, reply_count ON forum_topics
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_version('forum-order');
--> statement-breakpoint
CREATE TRIGGER forum_topics_votes_version AFTER UPDATE OF upvotes ON forum_topics
  FOR EACH STATEMENT EXECUTE FUNCTION bump_order_version('forum-votes');
--> statement-breakpoint
-- The anchors of a list (lib/list-anchors.queries.ts): the rows at positions every, 2·every, … of the query `q` (its sort
-- key columns, in its order), as jsonb. A cursor moved over the rows in between costs about one OFFSET walk of the list;
-- row_number() over the same walk cost 4-10 times more. STABLE: the cursor reads the calling statement's snapshot, in
-- which the caller reads the lists' versions.
CREATE OR REPLACE FUNCTION list_anchors(q text, every int) RETURNS SETOF jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  c refcursor;
  r record;
BEGIN
  OPEN c NO SCROLL FOR EXECUTE q;
  MOVE FORWARD 1 FROM c;
  LOOP
    MOVE FORWARD every - 1 FROM c;
    FETCH c INTO r;
    EXIT WHEN NOT FOUND;
    RETURN NEXT to_jsonb(r);
  END LOOP;
  CLOSE c;
END $$;

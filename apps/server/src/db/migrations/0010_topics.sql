CREATE TABLE "content_topics" (
	"content_type" text NOT NULL,
	"content_id" uuid NOT NULL,
	"topic_id" uuid NOT NULL,
	CONSTRAINT "content_topics_content_type_content_id_topic_id_pk" PRIMARY KEY("content_type","content_id","topic_id"),
	CONSTRAINT "content_topics_type_check" CHECK ("content_topics"."content_type" in ('job','webinar','certification','product_update','product_trial','ai_course','forum_topic'))
);
--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "slug" text;--> statement-breakpoint
-- Hand-edited: existing topics get a slug from their name (id prefix when empty or taken), then NOT NULL.
UPDATE "topics" SET "slug" = coalesce(nullif(trim(both '-' from lower(regexp_replace("name", '[^a-zA-Z0-9]+', '-', 'g'))), ''), 'topic');--> statement-breakpoint
UPDATE "topics" t SET "slug" = t."slug" || '-' || left(t."id"::text, 8)
  WHERE exists (select 1 from "topics" o where o."slug" = t."slug" and o."id" < t."id");--> statement-breakpoint
ALTER TABLE "topics" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "content_topics" ADD CONSTRAINT "content_topics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_topics_topic_idx" ON "content_topics" USING btree ("topic_id","content_type","content_id");--> statement-breakpoint
CREATE INDEX "digest_preferences_topics_idx" ON "digest_preferences" USING gin ("preferred_topics");--> statement-breakpoint
CREATE INDEX "digest_preferences_vendors_idx" ON "digest_preferences" USING gin ("preferred_vendors");--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_slug_check" CHECK ("topics"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_name_len" CHECK (char_length("topics"."name") between 1 and 60);--> statement-breakpoint
-- Hand-written (docs/decisions/1802): topics and content_topics change public answers (chips, topic
-- pages), so they bump the catalogue cache version like every content table (docs/decisions/1302).
CREATE TRIGGER topics_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON topics
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');--> statement-breakpoint
CREATE TRIGGER content_topics_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_topics
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog');--> statement-breakpoint
-- content_topics.content_id cannot reference six tables: deleting an item removes its topic rows here.
CREATE OR REPLACE FUNCTION delete_content_topics() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM content_topics WHERE content_type = TG_ARGV[0] AND content_id = OLD.id;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE pair text[];
BEGIN
  FOREACH pair SLICE 1 IN ARRAY ARRAY[['jobs','job'],['webinars','webinar'],['certifications','certification'],['product_updates','product_update'],
      ['product_trials','product_trial'],['ai_courses','ai_course'],['forum_topics','forum_topic']] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I FOR EACH ROW EXECUTE FUNCTION delete_content_topics(%L)',
      pair[1] || '_content_topics', pair[1], pair[2]);
  END LOOP;
END $$;
--> statement-breakpoint
-- Follows are the digest preference lists (docs/decisions/1802): deleting a topic or a vendor unfollows it
-- everywhere (GIN-indexed @> finds the followers), so no list keeps ids that count against the limit.
CREATE OR REPLACE FUNCTION unfollow_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'topics' THEN
    UPDATE digest_preferences SET preferred_topics = array_remove(preferred_topics, OLD.id) WHERE preferred_topics @> ARRAY[OLD.id];
  ELSE
    UPDATE digest_preferences SET preferred_vendors = array_remove(preferred_vendors, OLD.id) WHERE preferred_vendors @> ARRAY[OLD.id];
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER topics_unfollow AFTER DELETE ON topics FOR EACH ROW EXECUTE FUNCTION unfollow_deleted();--> statement-breakpoint
CREATE TRIGGER vendors_unfollow AFTER DELETE ON vendors FOR EACH ROW EXECUTE FUNCTION unfollow_deleted();

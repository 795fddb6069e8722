ALTER TABLE "forum_replies" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_replies_idempotency_idx" ON "forum_replies" USING btree ("user_id","idempotency_key") WHERE "forum_replies"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_idempotency_idx" ON "contact_messages" USING btree ("idempotency_key") WHERE "contact_messages"."idempotency_key" is not null;--> statement-breakpoint
-- Every forum_replies column is in exactly one trigger list (lib/counters.test.ts): the key is content (it never changes after the insert).
DROP TRIGGER IF EXISTS forum_replies_cache_version ON forum_replies;
--> statement-breakpoint
CREATE TRIGGER forum_replies_cache_version AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF id, topic_id, user_id, content, idempotency_key, created_at, updated_at ON forum_replies
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('forum');

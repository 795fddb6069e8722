-- Counters (likes, helpful votes, forum votes and views) no longer bump the content versions that key the public
-- cache: they bump '<area>-counts', and cached answers get the current counts laid over them (docs/decisions/2002).
INSERT INTO "cache_versions" ("area", "version") VALUES ('catalog-counts', 1), ('forum-counts', 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP TRIGGER IF EXISTS user_likes_cache_version ON user_likes;
--> statement-breakpoint
CREATE TRIGGER user_likes_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_likes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog-counts');
--> statement-breakpoint
DROP TRIGGER IF EXISTS review_helpful_votes_cache_version ON review_helpful_votes;
--> statement-breakpoint
CREATE TRIGGER review_helpful_votes_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON review_helpful_votes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('catalog-counts');
--> statement-breakpoint
DROP TRIGGER IF EXISTS forum_votes_cache_version ON forum_votes;
--> statement-breakpoint
CREATE TRIGGER forum_votes_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON forum_votes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('forum-counts');
--> statement-breakpoint
-- Topics and replies: an update of the content columns bumps 'forum', of the counter columns 'forum-counts'
-- (a test in modules/forum keeps every column in exactly one of the two lists).
DROP TRIGGER IF EXISTS forum_topics_cache_version ON forum_topics;
--> statement-breakpoint
CREATE TRIGGER forum_topics_cache_version AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF id, user_id, title, content, tags, category, reply_count, is_locked, created_at, updated_at ON forum_topics
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('forum');
--> statement-breakpoint
CREATE TRIGGER forum_topics_counts_version AFTER UPDATE OF upvotes, downvotes, views ON forum_topics
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('forum-counts');
--> statement-breakpoint
DROP TRIGGER IF EXISTS forum_replies_cache_version ON forum_replies;
--> statement-breakpoint
CREATE TRIGGER forum_replies_cache_version AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF id, topic_id, user_id, content, created_at, updated_at ON forum_replies
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('forum');
--> statement-breakpoint
CREATE TRIGGER forum_replies_counts_version AFTER UPDATE OF upvotes, downvotes ON forum_replies
  FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('forum-counts');

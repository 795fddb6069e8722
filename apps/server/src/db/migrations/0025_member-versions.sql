CREATE TABLE "member_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_versions_version_idx" ON "member_versions" USING btree ("version");--> statement-breakpoint
-- Hand-written (docs/decisions/2410): every write of a member's rows that signed-in answers or the session check read
-- records the writing transaction's id as that member's version. A process reads the rows whose version is at least
-- the oldest transaction still running at its previous read (pg_snapshot_xmin), so no commit is missed whatever the
-- commit order, and no writer waits for another (no shared row is locked).
CREATE OR REPLACE FUNCTION bump_member_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO member_versions (user_id, version) SELECT DISTINCT %1$I, pg_current_xact_id()::text::bigint FROM changed WHERE %1$I IS NOT NULL
     ON CONFLICT (user_id) DO UPDATE SET version = excluded.version',
    TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['user_likes', 'webinar_registrations', 'user_trial_activations', 'user_views', 'digest_preferences', 'refresh_sessions'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_member_versions(%L)',
      t || '_member_version_ins', t, 'user_id');
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_member_versions(%L)',
      t || '_member_version_upd', t, 'user_id');
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_member_versions(%L)',
      t || '_member_version_del', t, 'user_id');
    -- A truncate has no transition table: it moves every member's version at once.
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version(%L)',
      t || '_member_version_trunc', t, 'members');
  END LOOP;
END $$;
--> statement-breakpoint
-- The profile's flags the session check reads (e-mail, admin, vendor admin, Pro) and the account's deletion.
CREATE TRIGGER profiles_member_version_upd AFTER UPDATE ON profiles REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_member_versions('id');
--> statement-breakpoint
CREATE TRIGGER profiles_member_version_del AFTER DELETE ON profiles REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_member_versions('id');
--> statement-breakpoint
CREATE TRIGGER profiles_member_version_trunc AFTER TRUNCATE ON profiles FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_version('members');
--> statement-breakpoint
INSERT INTO "cache_versions" ("area", "version") VALUES ('members', 1) ON CONFLICT DO NOTHING;

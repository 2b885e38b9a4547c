-- Written by hand (drizzle-kit has no triggers): every statement that writes a table the in-memory
-- catalogue answers read announces itself on the channel `synthhub_changes` (payload: the table),
-- so each server process knows when the pages it keeps may have gone stale (docs/decisions/0041,
-- apps/server/src/db/change-watch.ts). NOTIFY is transactional: listeners hear it at commit, and
-- PostgreSQL folds a transaction's identical notifications into one.
CREATE FUNCTION "synthhub_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('synthhub_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- One statement trigger per table, named <table>_notify_change.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['beatmaps', 'users', 'playlists', 'playlist_items', 'stages', 'stage_files',
    'stage_tags', 'tags', 'avatars', 'item_changes', 'user_names_version', 'leaderboard_profiles']
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "synthhub_notify_change"()',
      t || '_notify_change', t);
  END LOOP;
END
$$;--> statement-breakpoint
-- The names in memory also keep which accounts are tombstones (lib/crud/user-names.ts), so setting
-- `deleted_at` moves their version as a rename does.
DROP TRIGGER "users_names_version" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_names_version" AFTER INSERT OR DELETE OR UPDATE OF "username", "deleted_at" OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_names_version_bump"();

-- Written by hand (drizzle-kit has no triggers): every statement that writes a table the in-memory
-- catalogue answers read announces itself on the channel `synthhub_changes` (payload: the table),
-- so each server process knows when the pages it keeps may have gone stale (docs/decisions/0042,
-- apps/server/src/db/change-watch.ts). NOTIFY is transactional: listeners hear it at commit, and
-- PostgreSQL folds a transaction's identical notifications into one.
CREATE FUNCTION "synthhub_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('synthhub_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "beatmaps_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "beatmaps"
  FOR EACH STATEMENT EXECUTE FUNCTION "synthhub_notify_change"();--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "synthhub_notify_change"();--> statement-breakpoint
CREATE TRIGGER "playlists_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "playlists"
  FOR EACH STATEMENT EXECUTE FUNCTION "synthhub_notify_change"();--> statement-breakpoint
CREATE TRIGGER "playlist_items_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "playlist_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "synthhub_notify_change"();--> statement-breakpoint
CREATE TRIGGER "stages_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stages"
  FOR EACH STATEMENT EXECUTE FUNCTION "synthhub_notify_change"();--> statement-breakpoint
CREATE TRIGGER "stage_files_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stage_files"
  FOR EACH STATEMENT EXECUTE FUNCTION "synthhub_notify_change"();--> statement-breakpoint
CREATE TRIGGER "stage_tags_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stage_tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "synthhub_notify_change"();--> statement-breakpoint
CREATE TRIGGER "tags_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "synthhub_notify_change"();--> statement-breakpoint
CREATE TRIGGER "avatars_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "avatars"
  FOR EACH STATEMENT EXECUTE FUNCTION "synthhub_notify_change"();--> statement-breakpoint
CREATE TRIGGER "item_changes_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "item_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION "synthhub_notify_change"();--> statement-breakpoint
CREATE TRIGGER "user_names_version_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_names_version"
  FOR EACH STATEMENT EXECUTE FUNCTION "synthhub_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "leaderboard_profiles_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leaderboard_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "synthhub_notify_change"();--> statement-breakpoint
-- The names in memory also keep which accounts are tombstones (lib/crud/user-names.ts), so setting
-- `deleted_at` moves their version as a rename does.
DROP TRIGGER "users_names_version" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_names_version" AFTER INSERT OR DELETE OR UPDATE OF "username", "deleted_at" OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_names_version_bump"();

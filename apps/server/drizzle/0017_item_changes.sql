CREATE TABLE "item_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"op" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_changes_kind_check" CHECK ("item_changes"."kind" in ('beatmap', 'playlist', 'stage', 'avatar', 'mod')),
	CONSTRAINT "item_changes_op_check" CHECK ("item_changes"."op" in ('created', 'updated', 'deleted'))
);
--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers): the change feed of the public catalogue
-- (GET /api/changes; docs/decisions/0035). An item is visible when published, not soft-deleted and,
-- for the kinds with a publish date, published_at is set (the public lists' scope; a mod is released
-- when published and not deleted). Counter updates (downloads, votes, plays, reviews) and changes of
-- hidden items write nothing and take no lock.
-- The advisory lock (a fixed key, held to the end of the writing transaction) serialises the
-- writers of item_changes: a seq is taken only after every earlier writer has committed or rolled
-- back, so seqs become visible in increasing order and a reader never skips one that commits later.
CREATE FUNCTION "item_changes_record"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  needs_date boolean := kind <> 'mod';
  -- Columns whose change is not a change of the item for the feed (counters, moderation flags).
  ignored text[] := ARRAY['download_count', 'upvote_count', 'downvote_count', 'score', 'rating',
    'play_count', 'play_count_daily', 'review_count', 'recommend_count', 'featured_at'];
  was boolean := false;
  now_visible boolean := false;
  change text;
  item integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    was := OLD.published AND OLD.deleted_at IS NULL AND (NOT needs_date OR OLD.published_at IS NOT NULL);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    now_visible := NEW.published AND NEW.deleted_at IS NULL AND (NOT needs_date OR NEW.published_at IS NOT NULL);
  END IF;
  IF now_visible AND NOT was THEN
    change := 'created';
  ELSIF was AND NOT now_visible THEN
    change := 'deleted';
  ELSIF was AND now_visible AND (to_jsonb(NEW) - ignored) IS DISTINCT FROM (to_jsonb(OLD) - ignored) THEN
    change := 'updated';
  ELSE
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN item := OLD.id; ELSE item := NEW.id; END IF;
  PERFORM pg_advisory_xact_lock(7350863187436351);
  INSERT INTO item_changes (kind, item_id, op) VALUES (kind, item, change);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "beatmaps_item_changes" AFTER INSERT OR UPDATE OR DELETE ON "beatmaps"
  FOR EACH ROW EXECUTE FUNCTION "item_changes_record"('beatmap');--> statement-breakpoint
CREATE TRIGGER "playlists_item_changes" AFTER INSERT OR UPDATE OR DELETE ON "playlists"
  FOR EACH ROW EXECUTE FUNCTION "item_changes_record"('playlist');--> statement-breakpoint
CREATE TRIGGER "stages_item_changes" AFTER INSERT OR UPDATE OR DELETE ON "stages"
  FOR EACH ROW EXECUTE FUNCTION "item_changes_record"('stage');--> statement-breakpoint
CREATE TRIGGER "avatars_item_changes" AFTER INSERT OR UPDATE OR DELETE ON "avatars"
  FOR EACH ROW EXECUTE FUNCTION "item_changes_record"('avatar');--> statement-breakpoint
CREATE TRIGGER "mods_item_changes" AFTER INSERT OR UPDATE OR DELETE ON "mods"
  FOR EACH ROW EXECUTE FUNCTION "item_changes_record"('mod');--> statement-breakpoint
-- The catalogue as it stands when the feed starts: one `created` per visible item, so a replay
-- from cursor 0 gives the same set as the index.
INSERT INTO "item_changes" ("kind", "item_id", "op")
SELECT 'beatmap', "id", 'created' FROM "beatmaps" WHERE "published" AND "deleted_at" IS NULL AND "published_at" IS NOT NULL ORDER BY "id";--> statement-breakpoint
INSERT INTO "item_changes" ("kind", "item_id", "op")
SELECT 'playlist', "id", 'created' FROM "playlists" WHERE "published" AND "deleted_at" IS NULL AND "published_at" IS NOT NULL ORDER BY "id";--> statement-breakpoint
INSERT INTO "item_changes" ("kind", "item_id", "op")
SELECT 'stage', "id", 'created' FROM "stages" WHERE "published" AND "deleted_at" IS NULL AND "published_at" IS NOT NULL ORDER BY "id";--> statement-breakpoint
INSERT INTO "item_changes" ("kind", "item_id", "op")
SELECT 'avatar', "id", 'created' FROM "avatars" WHERE "published" AND "deleted_at" IS NULL AND "published_at" IS NOT NULL ORDER BY "id";--> statement-breakpoint
INSERT INTO "item_changes" ("kind", "item_id", "op")
SELECT 'mod', "id", 'created' FROM "mods" WHERE "published" AND "deleted_at" IS NULL ORDER BY "id";

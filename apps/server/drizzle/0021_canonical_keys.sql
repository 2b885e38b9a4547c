-- Map hashes are kept only in their canonical form, 64 lower-case hex digits (formats.md §1.6;
-- docs/decisions/0046). Before, a score's hash was stored as sent, so a case variant of a
-- published map's hash opened a second leaderboard. This merges those boards, lower-cases every
-- stored hash and slug, takes each board's song fields from its beatmap, and adds CHECK constraints.
--
-- 1. Boards that differ only in the hash's case (same difficulty, mode, challenge) become one: the
--    board already spelled in lower case, else the oldest, keeps its id, its caps and its history.
CREATE TABLE "leaderboard_merge_0021" AS
  SELECT "id" AS "from_id",
         first_value("id") OVER (
           PARTITION BY lower(btrim("hash")), "difficulty", "mode", "challenge"
           ORDER BY ("hash" = lower(btrim("hash"))) DESC, "id"
         ) AS "to_id"
  FROM "leaderboards";
--> statement-breakpoint
DELETE FROM "leaderboard_merge_0021" WHERE "from_id" = "to_id";
--> statement-breakpoint
-- 2. A moved score the kept board's caps would have refused (base score above its max score, modified
--    score above twice it: docs/decisions/0019) could only exist because its board's cap was forged.
DELETE FROM "scores" AS s
  USING "leaderboard_merge_0021" AS m, "leaderboards" AS kept
  WHERE s."leaderboard_id" = m."from_id" AND kept."id" = m."to_id"
    AND (s."base_score" > kept."max_score" OR s."modified_score" > 2 * kept."max_score");
--> statement-breakpoint
-- 3. The other scores move, all of them (history kept); the rank job queued below recomputes each
--    player's best and every rank of the kept board from its scores.
UPDATE "scores" AS s SET "leaderboard_id" = m."to_id"
  FROM "leaderboard_merge_0021" AS m
  WHERE s."leaderboard_id" = m."from_id";
--> statement-breakpoint
-- The merged boards go (their dethrones with them, by cascade).
DELETE FROM "leaderboards" WHERE "id" IN (SELECT "from_id" FROM "leaderboard_merge_0021");
--> statement-breakpoint
-- 4. Every stored map hash in its canonical form.
UPDATE "leaderboards" SET "hash" = lower(btrim("hash")) WHERE "hash" <> lower(btrim("hash"));
--> statement-breakpoint
UPDATE "beatmaps" SET "hash" = lower("hash") WHERE "hash" <> lower("hash");
--> statement-breakpoint
UPDATE "beatmap_versions" SET "hash" = lower("hash") WHERE "hash" <> lower("hash");
--> statement-breakpoint
UPDATE "playlist_items" SET "hash" = lower("hash") WHERE "hash" <> lower("hash");
--> statement-breakpoint
-- 5. A board's song fields are its beatmap's (the version with that hash, else the OST beatmap),
--    not what the first submission said.
UPDATE "leaderboards" AS l SET "song_name" = v."title", "song_sub_name" = '',
    "song_author_name" = v."artist", "level_author_name" = v."mapper", "bpm" = nullif(v."bpm", 0)::double precision
  FROM "beatmap_versions" AS v
  WHERE v."hash" = l."hash";
--> statement-breakpoint
UPDATE "leaderboards" AS l SET "song_name" = b."title", "song_sub_name" = '',
    "song_author_name" = b."artist", "level_author_name" = b."mapper", "bpm" = nullif(b."bpm", 0)::double precision
  FROM "beatmaps" AS b
  WHERE b."ost" AND b."hash" = l."hash"
    AND NOT EXISTS (SELECT 1 FROM "beatmap_versions" AS v WHERE v."hash" = l."hash");
--> statement-breakpoint
-- 6. The kept boards' ranks, score counts and (through the rank job) their families' rankings are
--    recomputed by the job queue at start (docs/decisions/0012, 0019): one coalesced job per board.
DELETE FROM "jobs" WHERE "failed_at" IS NOT NULL AND "singleton" IN
  (SELECT 'leaderboard-ranks:' || "to_id" FROM "leaderboard_merge_0021");
--> statement-breakpoint
INSERT INTO "jobs" ("kind", "payload", "singleton")
  SELECT DISTINCT 'leaderboard-ranks', jsonb_build_object('leaderboardId', "to_id"), 'leaderboard-ranks:' || "to_id"
  FROM "leaderboard_merge_0021"
  ON CONFLICT ("singleton") DO NOTHING;
--> statement-breakpoint
DROP TABLE "leaderboard_merge_0021";
--> statement-breakpoint
-- 7. Slugs (events, news posts, mods, seasons) are created lower-case only by their schemas; a row
--    that is not (none should be) is lower-cased before the constraints below.
UPDATE "events" SET "slug" = lower("slug") WHERE "slug" <> lower("slug");
--> statement-breakpoint
UPDATE "news_posts" SET "slug" = lower("slug") WHERE "slug" <> lower("slug");
--> statement-breakpoint
UPDATE "mods" SET "slug" = lower("slug") WHERE "slug" <> lower("slug");
--> statement-breakpoint
UPDATE "seasons" SET "slug" = lower("slug") WHERE "slug" <> lower("slug");
--> statement-breakpoint
ALTER TABLE "beatmap_versions" ADD CONSTRAINT "beatmap_versions_hash_lower_ck" CHECK ("beatmap_versions"."hash" = lower("beatmap_versions"."hash"));--> statement-breakpoint
ALTER TABLE "beatmaps" ADD CONSTRAINT "beatmaps_hash_lower_ck" CHECK ("beatmaps"."hash" = lower("beatmaps"."hash"));--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_hash_lower_ck" CHECK ("playlist_items"."hash" = lower("playlist_items"."hash"));--> statement-breakpoint
ALTER TABLE "leaderboards" ADD CONSTRAINT "leaderboards_hash_canonical_ck" CHECK ("leaderboards"."hash" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_slug_lower_ck" CHECK ("seasons"."slug" = lower("seasons"."slug"));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_slug_lower_ck" CHECK ("events"."slug" = lower("events"."slug"));--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_slug_lower_ck" CHECK ("news_posts"."slug" = lower("news_posts"."slug"));--> statement-breakpoint
ALTER TABLE "mods" ADD CONSTRAINT "mods_slug_lower_ck" CHECK ("mods"."slug" = lower("mods"."slug"));
CREATE TABLE "catalogue_totals" (
	"kind" text PRIMARY KEY NOT NULL,
	"published" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "avatars_name_trgm_idx" ON "avatars" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "beatmaps_user_published_idx" ON "beatmaps" USING btree ("user_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "beatmaps"."published";--> statement-breakpoint
CREATE INDEX "playlists_name_trgm_idx" ON "playlists" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stages_name_trgm_idx" ON "stages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers): the running total of published beatmaps that the
-- unfiltered GET /api/beatmaps reads instead of count(*) (docs/decisions/0004). Statement-level
-- triggers with transition tables: one counter update per statement, none when nothing changed
-- (download and vote counters update beatmaps without touching the counter row).
INSERT INTO "catalogue_totals" ("kind", "published")
SELECT 'beatmap', count(*) FROM "beatmaps" WHERE "published" AND "published_at" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION "catalogue_totals_beatmaps"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE catalogue_totals SET published = 0 WHERE kind = 'beatmap';
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    delta := delta + (SELECT count(*) FROM new_rows WHERE published AND published_at IS NOT NULL);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    delta := delta - (SELECT count(*) FROM old_rows WHERE published AND published_at IS NOT NULL);
  END IF;
  IF delta <> 0 THEN
    UPDATE catalogue_totals SET published = published + delta WHERE kind = 'beatmap';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "beatmaps_totals_insert" AFTER INSERT ON "beatmaps" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_totals_beatmaps"();--> statement-breakpoint
CREATE TRIGGER "beatmaps_totals_update" AFTER UPDATE ON "beatmaps" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_totals_beatmaps"();--> statement-breakpoint
CREATE TRIGGER "beatmaps_totals_delete" AFTER DELETE ON "beatmaps" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_totals_beatmaps"();--> statement-breakpoint
CREATE TRIGGER "beatmaps_totals_truncate" AFTER TRUNCATE ON "beatmaps"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_totals_beatmaps"();

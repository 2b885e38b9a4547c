CREATE TABLE "beatmap_download_days" (
	"beatmap_id" integer NOT NULL,
	"day" date NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "beatmap_download_days_beatmap_id_day_pk" PRIMARY KEY("beatmap_id","day")
);
--> statement-breakpoint
ALTER TABLE "beatmaps" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "beatmap_download_days" ADD CONSTRAINT "beatmap_download_days_beatmap_id_beatmaps_id_fk" FOREIGN KEY ("beatmap_id") REFERENCES "public"."beatmaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beatmap_download_days_day_idx" ON "beatmap_download_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "beatmaps_tags_idx" ON "beatmaps" USING gin ("tags");
CREATE TABLE "beatmap_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"beatmap_id" integer NOT NULL,
	"times" integer DEFAULT 1 NOT NULL,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beatmap_downloads" ADD CONSTRAINT "beatmap_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beatmap_downloads" ADD CONSTRAINT "beatmap_downloads_beatmap_id_beatmaps_id_fk" FOREIGN KEY ("beatmap_id") REFERENCES "public"."beatmaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_profiles" ADD CONSTRAINT "leaderboard_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beatmap_downloads_user_beatmap_uq" ON "beatmap_downloads" USING btree ("user_id","beatmap_id");--> statement-breakpoint
CREATE INDEX "beatmap_downloads_user_recent_idx" ON "beatmap_downloads" USING btree ("user_id","downloaded_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_profiles_user_uq" ON "leaderboard_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "leaderboard_profiles_name_lower_idx" ON "leaderboard_profiles" USING btree (lower("name"));
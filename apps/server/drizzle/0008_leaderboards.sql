CREATE TABLE "challenges" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dethrones" (
	"id" serial PRIMARY KEY NOT NULL,
	"leaderboard_id" integer NOT NULL,
	"score_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"dethroned_profile_id" integer NOT NULL,
	"dethroned_score_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboards" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"difficulty" smallint NOT NULL,
	"mode" smallint NOT NULL,
	"challenge" integer DEFAULT 0 NOT NULL,
	"beatmap_id" integer,
	"song_name" text DEFAULT '' NOT NULL,
	"song_sub_name" text DEFAULT '' NOT NULL,
	"song_author_name" text DEFAULT '' NOT NULL,
	"level_author_name" text DEFAULT '' NOT NULL,
	"bpm" double precision,
	"max_score" integer DEFAULT 0 NOT NULL,
	"max_combo" integer DEFAULT 0 NOT NULL,
	"score_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rankings" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer DEFAULT 0 NOT NULL,
	"mode" smallint NOT NULL,
	"difficulty" smallint NOT NULL,
	"modifiers" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"rank_avg" double precision NOT NULL,
	"points" double precision NOT NULL,
	"plays" integer NOT NULL,
	"poor_hit_percent" double precision NOT NULL,
	"good_hit_percent" double precision NOT NULL,
	"perfect_hit_percent" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"leaderboard_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"base_score" integer NOT NULL,
	"modified_score" integer NOT NULL,
	"notes_hit" integer NOT NULL,
	"modifiers" integer DEFAULT 0 NOT NULL,
	"poor_hit_percent" double precision NOT NULL,
	"good_hit_percent" double precision NOT NULL,
	"perfect_hit_percent" double precision NOT NULL,
	"punch_intensity_avg" double precision DEFAULT 0 NOT NULL,
	"max_combo" integer NOT NULL,
	"hmd" text DEFAULT '' NOT NULL,
	"best" boolean DEFAULT false NOT NULL,
	"best_combined" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"rank_combined" integer DEFAULT 0 NOT NULL,
	"submission_digest" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_slug_uq" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "dethrones" ADD CONSTRAINT "dethrones_leaderboard_id_leaderboards_id_fk" FOREIGN KEY ("leaderboard_id") REFERENCES "public"."leaderboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dethrones" ADD CONSTRAINT "dethrones_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dethrones" ADD CONSTRAINT "dethrones_profile_id_leaderboard_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."leaderboard_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dethrones" ADD CONSTRAINT "dethrones_dethroned_profile_id_leaderboard_profiles_id_fk" FOREIGN KEY ("dethroned_profile_id") REFERENCES "public"."leaderboard_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dethrones" ADD CONSTRAINT "dethrones_dethroned_score_id_scores_id_fk" FOREIGN KEY ("dethroned_score_id") REFERENCES "public"."scores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboards" ADD CONSTRAINT "leaderboards_beatmap_id_beatmaps_id_fk" FOREIGN KEY ("beatmap_id") REFERENCES "public"."beatmaps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_profile_id_leaderboard_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."leaderboard_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_leaderboard_id_leaderboards_id_fk" FOREIGN KEY ("leaderboard_id") REFERENCES "public"."leaderboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_profile_id_leaderboard_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."leaderboard_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dethrones_recent_idx" ON "dethrones" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboards_chart_uq" ON "leaderboards" USING btree ("hash","difficulty","mode","challenge");--> statement-breakpoint
CREATE INDEX "leaderboards_beatmap_idx" ON "leaderboards" USING btree ("beatmap_id","mode","difficulty");--> statement-breakpoint
CREATE INDEX "leaderboards_challenge_idx" ON "leaderboards" USING btree ("challenge","id") WHERE "leaderboards"."challenge" <> 0;--> statement-breakpoint
CREATE INDEX "leaderboards_updated_idx" ON "leaderboards" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "rankings_list_profile_uq" ON "rankings" USING btree ("season_id","mode","difficulty","modifiers","profile_id");--> statement-breakpoint
CREATE INDEX "rankings_list_rank_idx" ON "rankings" USING btree ("season_id","mode","difficulty","modifiers","rank");--> statement-breakpoint
CREATE INDEX "rankings_profile_idx" ON "rankings" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "scores_board_rank_idx" ON "scores" USING btree ("leaderboard_id","modifiers","rank") WHERE "scores"."best";--> statement-breakpoint
CREATE INDEX "scores_board_combined_idx" ON "scores" USING btree ("leaderboard_id","rank_combined") WHERE "scores"."best_combined";--> statement-breakpoint
CREATE INDEX "scores_board_profile_idx" ON "scores" USING btree ("leaderboard_id","profile_id","modifiers");--> statement-breakpoint
CREATE INDEX "scores_profile_recent_idx" ON "scores" USING btree ("profile_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scores_recent_idx" ON "scores" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "scores_submission_uq" ON "scores" USING btree ("submission_digest");
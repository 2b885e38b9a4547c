-- Leaderboard players (docs/decisions/0054): a country per user, the game account a leaderboard
-- profile came from (so signing in with it claims the profile), held scores, the overall ranking
-- and its daily snapshots; reports gain the kind the score review files.

CREATE TABLE "overall_rankings" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"rank" integer NOT NULL,
	"country" text,
	"country_rank" integer,
	"points" double precision NOT NULL,
	"accuracy" double precision NOT NULL,
	"plays" integer NOT NULL,
	"first_places" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rank_snapshots" (
	"profile_id" integer NOT NULL,
	"day" date NOT NULL,
	"rank" integer NOT NULL,
	"country_rank" integer,
	"points" double precision NOT NULL,
	"accuracy" double precision NOT NULL,
	"plays" integer NOT NULL,
	CONSTRAINT "rank_snapshots_profile_id_day_pk" PRIMARY KEY("profile_id","day")
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "leaderboard_profiles" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "leaderboard_profiles" ADD COLUMN "provider_user_id" text;--> statement-breakpoint
ALTER TABLE "scores" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scores" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "overall_rankings" ADD CONSTRAINT "overall_rankings_profile_id_leaderboard_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."leaderboard_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_snapshots" ADD CONSTRAINT "rank_snapshots_profile_id_leaderboard_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."leaderboard_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "overall_rankings_rank_idx" ON "overall_rankings" USING btree ("rank");--> statement-breakpoint
CREATE INDEX "overall_rankings_country_idx" ON "overall_rankings" USING btree ("country","country_rank");--> statement-breakpoint
CREATE INDEX "rank_snapshots_day_idx" ON "rank_snapshots" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_profiles_provider_account_uq" ON "leaderboard_profiles" USING btree ("provider","provider_user_id");--> statement-breakpoint
CREATE INDEX "scores_held_idx" ON "scores" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "scores"."held";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_iso_ck" CHECK ("users"."country" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_kind_check" CHECK ("reports"."kind" in ('copyright', 'abuse', 'score'));
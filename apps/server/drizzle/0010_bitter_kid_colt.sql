CREATE TABLE "beatmap_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"beatmap_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"recommend" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mapper_reply" text,
	"mapper_reply_at" timestamp with time zone,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "beatmaps" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "beatmaps" ADD COLUMN "recommend_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "beatmap_reviews" ADD CONSTRAINT "beatmap_reviews_beatmap_id_beatmaps_id_fk" FOREIGN KEY ("beatmap_id") REFERENCES "public"."beatmaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beatmap_reviews" ADD CONSTRAINT "beatmap_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beatmap_reviews_beatmap_user_uq" ON "beatmap_reviews" USING btree ("beatmap_id","user_id");--> statement-breakpoint
CREATE INDEX "beatmap_reviews_beatmap_created_idx" ON "beatmap_reviews" USING btree ("beatmap_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "beatmap_reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "beatmap_reviews_user_idx" ON "beatmap_reviews" USING btree ("user_id");
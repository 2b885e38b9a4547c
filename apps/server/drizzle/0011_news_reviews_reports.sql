CREATE TABLE "chartathon_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"chartathon_id" integer NOT NULL,
	"beatmap_id" integer,
	"title" text NOT NULL,
	"mapper_name" text NOT NULL,
	"placement" smallint NOT NULL,
	"judges_notes" text,
	CONSTRAINT "chartathon_entries_placement_check" CHECK ("chartathon_entries"."placement" >= 1)
);
--> statement-breakpoint
CREATE TABLE "chartathons" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"title" text NOT NULL,
	"theme" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_markdown" text NOT NULL,
	"cover_key" text,
	"cover_url" text,
	"author_id" integer,
	"official" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_url" text,
	"target_kind" text,
	"target_id" integer,
	"reporter_id" integer,
	"contact_email" text,
	"name" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_kind_check" CHECK ("reports"."kind" in ('copyright', 'abuse')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'resolved', 'dismissed'))
);
--> statement-breakpoint
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
ALTER TABLE "chartathon_entries" ADD CONSTRAINT "chartathon_entries_chartathon_id_chartathons_id_fk" FOREIGN KEY ("chartathon_id") REFERENCES "public"."chartathons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chartathon_entries" ADD CONSTRAINT "chartathon_entries_beatmap_id_beatmaps_id_fk" FOREIGN KEY ("beatmap_id") REFERENCES "public"."beatmaps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beatmap_reviews" ADD CONSTRAINT "beatmap_reviews_beatmap_id_beatmaps_id_fk" FOREIGN KEY ("beatmap_id") REFERENCES "public"."beatmaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beatmap_reviews" ADD CONSTRAINT "beatmap_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chartathon_entries_placement_uq" ON "chartathon_entries" USING btree ("chartathon_id","placement");--> statement-breakpoint
CREATE UNIQUE INDEX "chartathons_year_uq" ON "chartathons" USING btree ("year");--> statement-breakpoint
CREATE UNIQUE INDEX "news_posts_slug_uq" ON "news_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "news_posts_published_idx" ON "news_posts" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "news_posts"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "beatmap_reviews_beatmap_user_uq" ON "beatmap_reviews" USING btree ("beatmap_id","user_id");--> statement-breakpoint
CREATE INDEX "beatmap_reviews_beatmap_created_idx" ON "beatmap_reviews" USING btree ("beatmap_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "beatmap_reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "beatmap_reviews_user_idx" ON "beatmap_reviews" USING btree ("user_id");
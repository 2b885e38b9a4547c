CREATE TABLE "event_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_category_beatmaps" (
	"category_id" integer NOT NULL,
	"beatmap_id" integer NOT NULL,
	CONSTRAINT "event_category_beatmaps_category_id_beatmap_id_pk" PRIMARY KEY("category_id","beatmap_id")
);
--> statement-breakpoint
CREATE TABLE "event_votes" (
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"beatmap_id" integer NOT NULL,
	"order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_votes_user_id_category_id_beatmap_id_pk" PRIMARY KEY("user_id","category_id","beatmap_id"),
	CONSTRAINT "event_votes_order_check" CHECK ("event_votes"."order" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"voting_start_date" timestamp with time zone NOT NULL,
	"voting_end_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_window_check" CHECK ("events"."voting_end_date" >= "events"."voting_start_date")
);
--> statement-breakpoint
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_category_beatmaps" ADD CONSTRAINT "event_category_beatmaps_category_id_event_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."event_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_category_beatmaps" ADD CONSTRAINT "event_category_beatmaps_beatmap_id_beatmaps_id_fk" FOREIGN KEY ("beatmap_id") REFERENCES "public"."beatmaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_votes" ADD CONSTRAINT "event_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_votes" ADD CONSTRAINT "event_votes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_votes" ADD CONSTRAINT "event_votes_candidate_fk" FOREIGN KEY ("category_id","beatmap_id") REFERENCES "public"."event_category_beatmaps"("category_id","beatmap_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_categories_event_idx" ON "event_categories" USING btree ("event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "event_votes_user_category_order_uq" ON "event_votes" USING btree ("user_id","category_id","order");--> statement-breakpoint
CREATE INDEX "event_votes_event_user_idx" ON "event_votes" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_votes_category_idx" ON "event_votes" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_uq" ON "events" USING btree ("slug");
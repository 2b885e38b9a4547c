CREATE TABLE "avatars" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"youtube_url" text,
	"spec_version" text NOT NULL,
	"authors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"model_version" text,
	"license" jsonb NOT NULL,
	"file_key" text NOT NULL,
	"filesize" integer NOT NULL,
	"filename_original" text NOT NULL,
	"cover_keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover_version" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"download_count" integer DEFAULT 0 NOT NULL,
	"upvote_count" integer DEFAULT 0 NOT NULL,
	"downvote_count" integer DEFAULT 0 NOT NULL,
	"score" numeric(12, 4) DEFAULT '0' NOT NULL,
	"rating" numeric(12, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"playlist_id" integer NOT NULL,
	"position" integer NOT NULL,
	"hash" text NOT NULL,
	"beatmap_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"beatmapper" text DEFAULT '' NOT NULL,
	"difficulty" integer,
	"track_duration_s" double precision,
	"added_time_s" bigint,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"gradient_top" text NOT NULL,
	"gradient_down" text NOT NULL,
	"color_title" text NOT NULL,
	"color_texture" text NOT NULL,
	"selected_icon_index" integer DEFAULT 0 NOT NULL,
	"selected_texture" integer DEFAULT 0 NOT NULL,
	"creation_date_s" bigint,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover_keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover_version" integer DEFAULT 1 NOT NULL,
	"filename_original" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"auto_playlist_id" integer,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"download_count" integer DEFAULT 0 NOT NULL,
	"upvote_count" integer DEFAULT 0 NOT NULL,
	"downvote_count" integer DEFAULT 0 NOT NULL,
	"score" numeric(12, 4) DEFAULT '0' NOT NULL,
	"rating" numeric(12, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"storage_key" text,
	"filesize" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"stage_id" integer NOT NULL,
	"mode" text NOT NULL,
	"platform" text NOT NULL,
	"type" text DEFAULT 'default' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"description" text,
	"experience_tag" text,
	"manifest" jsonb,
	"storage_key" text NOT NULL,
	"filesize" integer NOT NULL,
	"filename" text NOT NULL,
	"filename_original" text NOT NULL,
	"extension" text NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stage_files_mode_ck" CHECK ("stage_files"."mode" in ('normal', 'spin', 'experience')),
	CONSTRAINT "stage_files_platform_ck" CHECK ("stage_files"."platform" in ('pc', 'quest')),
	CONSTRAINT "stage_files_type_ck" CHECK ("stage_files"."type" in ('default', 'no-sound-fx', 'performance', 'alternate')),
	CONSTRAINT "stage_files_version_ck" CHECK ("stage_files"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "stage_tags" (
	"stage_id" integer NOT NULL,
	"tag" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "stage_tags_stage_id_tag_pk" PRIMARY KEY("stage_id","tag")
);
--> statement-breakpoint
CREATE TABLE "stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"youtube_url" text,
	"experience_tag" text,
	"cover_keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover_version" integer DEFAULT 1 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"download_count" integer DEFAULT 0 NOT NULL,
	"upvote_count" integer DEFAULT 0 NOT NULL,
	"downvote_count" integer DEFAULT 0 NOT NULL,
	"score" numeric(12, 4) DEFAULT '0' NOT NULL,
	"rating" numeric(12, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beatmaps" ADD COLUMN "text_search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(artist, '') || ' ' || coalesce(mapper, '')), 'A') || setweight(to_tsvector('simple', coalesce(description, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_beatmap_id_beatmaps_id_fk" FOREIGN KEY ("beatmap_id") REFERENCES "public"."beatmaps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD CONSTRAINT "pending_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_files" ADD CONSTRAINT "stage_files_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_tags" ADD CONSTRAINT "stage_tags_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avatars_published_at_idx" ON "avatars" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "avatars"."published";--> statement-breakpoint
CREATE INDEX "avatars_user_idx" ON "avatars" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "playlist_items_position_uq" ON "playlist_items" USING btree ("playlist_id","position");--> statement-breakpoint
CREATE INDEX "playlist_items_hash_idx" ON "playlist_items" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "playlists_published_at_idx" ON "playlists" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "playlists"."published";--> statement-breakpoint
CREATE INDEX "playlists_user_idx" ON "playlists" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pending_uploads_expires_idx" ON "pending_uploads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "stage_files_stage_idx" ON "stage_files" USING btree ("stage_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stage_tags_tag_idx" ON "stage_tags" USING btree (lower("tag"));--> statement-breakpoint
CREATE INDEX "stages_published_at_idx" ON "stages" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "stages"."published";--> statement-breakpoint
CREATE INDEX "stages_user_idx" ON "stages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "beatmaps_text_search_idx" ON "beatmaps" USING gin ("text_search");--> statement-breakpoint
CREATE INDEX "beatmaps_title_trgm_idx" ON "beatmaps" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "beatmaps_artist_trgm_idx" ON "beatmaps" USING gin ("artist" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "beatmaps_mapper_trgm_idx" ON "beatmaps" USING gin ("mapper" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "beatmaps_difficulties_idx" ON "beatmaps" USING gin ("difficulties");
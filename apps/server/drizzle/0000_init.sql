CREATE TABLE "beatmap_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"beatmap_id" integer NOT NULL,
	"version" integer NOT NULL,
	"hash" text NOT NULL,
	"hash_source" text NOT NULL,
	"meta_encrypted" boolean DEFAULT false NOT NULL,
	"file_key" text NOT NULL,
	"download_key" text NOT NULL,
	"download_size" integer NOT NULL,
	"filesize" integer NOT NULL,
	"filename_original" text NOT NULL,
	"title" text NOT NULL,
	"artist" text NOT NULL,
	"mapper" text NOT NULL,
	"bpm" numeric(10, 3) DEFAULT '0' NOT NULL,
	"duration_s" integer,
	"difficulties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note_counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_difficulty_name" text,
	"cover_keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"explicit" boolean DEFAULT false NOT NULL,
	"beat_saber_convert" boolean DEFAULT false NOT NULL,
	"production_mode" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"editor_version" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beatmaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"primary_version_id" integer,
	"title" text NOT NULL,
	"artist" text NOT NULL,
	"mapper" text NOT NULL,
	"description" text,
	"youtube_url" text,
	"hash" text NOT NULL,
	"bpm" numeric(10, 3) DEFAULT '0' NOT NULL,
	"duration_s" integer,
	"difficulties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note_counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_difficulty_name" text,
	"cover_keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover_version" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"filename_original" text DEFAULT '' NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"explicit" boolean DEFAULT false NOT NULL,
	"beat_saber_convert" boolean DEFAULT false NOT NULL,
	"production_mode" boolean DEFAULT false NOT NULL,
	"ost" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"download_count" integer DEFAULT 0 NOT NULL,
	"play_count" integer DEFAULT 0 NOT NULL,
	"play_count_daily" integer DEFAULT 0 NOT NULL,
	"upvote_count" integer DEFAULT 0 NOT NULL,
	"downvote_count" integer DEFAULT 0 NOT NULL,
	"score" numeric(12, 4) DEFAULT '0' NOT NULL,
	"rating" numeric(12, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"admin" boolean DEFAULT false NOT NULL,
	"avatar_filename" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beatmap_versions" ADD CONSTRAINT "beatmap_versions_beatmap_id_beatmaps_id_fk" FOREIGN KEY ("beatmap_id") REFERENCES "public"."beatmaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beatmaps" ADD CONSTRAINT "beatmaps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beatmap_versions_hash_uq" ON "beatmap_versions" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "beatmap_versions_beatmap_version_uq" ON "beatmap_versions" USING btree ("beatmap_id","version");--> statement-breakpoint
CREATE INDEX "beatmaps_published_at_idx" ON "beatmaps" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "beatmaps"."published";--> statement-breakpoint
CREATE INDEX "beatmaps_user_idx" ON "beatmaps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "beatmaps_hash_idx" ON "beatmaps" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));
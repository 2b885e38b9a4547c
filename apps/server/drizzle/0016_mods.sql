CREATE TABLE "mod_authors" (
	"mod_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "mod_authors_mod_id_user_id_pk" PRIMARY KEY("mod_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "mod_tags" (
	"mod_id" integer NOT NULL,
	"tag" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "mod_tags_mod_id_tag_pk" PRIMARY KEY("mod_id","tag")
);
--> statement-breakpoint
CREATE TABLE "mod_version_dependencies" (
	"version_id" integer NOT NULL,
	"depends_on_mod_id" integer NOT NULL,
	"range" text NOT NULL,
	CONSTRAINT "mod_version_dependencies_version_id_depends_on_mod_id_pk" PRIMARY KEY("version_id","depends_on_mod_id")
);
--> statement-breakpoint
CREATE TABLE "mod_version_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"filename" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mod_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"mod_id" integer NOT NULL,
	"version" text NOT NULL,
	"changelog" text DEFAULT '' NOT NULL,
	"game_versions" text[] DEFAULT '{}'::text[] NOT NULL,
	"platforms" text[] NOT NULL,
	"deprecated" boolean DEFAULT false NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mod_versions_mod_version_unique" UNIQUE("mod_id","version")
);
--> statement-breakpoint
CREATE TABLE "mods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"description" text,
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
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_published" boolean,
	"featured_at" timestamp with time zone,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"source_url" text,
	"license" text DEFAULT '' NOT NULL,
	CONSTRAINT "mods_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "votes" DROP CONSTRAINT "votes_kind_check";--> statement-breakpoint
ALTER TABLE "mod_authors" ADD CONSTRAINT "mod_authors_mod_id_mods_id_fk" FOREIGN KEY ("mod_id") REFERENCES "public"."mods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mod_authors" ADD CONSTRAINT "mod_authors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mod_tags" ADD CONSTRAINT "mod_tags_mod_id_mods_id_fk" FOREIGN KEY ("mod_id") REFERENCES "public"."mods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mod_version_dependencies" ADD CONSTRAINT "mod_version_dependencies_version_id_mod_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."mod_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mod_version_dependencies" ADD CONSTRAINT "mod_version_dependencies_depends_on_mod_id_mods_id_fk" FOREIGN KEY ("depends_on_mod_id") REFERENCES "public"."mods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mod_version_files" ADD CONSTRAINT "mod_version_files_version_id_mod_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."mod_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mod_versions" ADD CONSTRAINT "mod_versions_mod_id_mods_id_fk" FOREIGN KEY ("mod_id") REFERENCES "public"."mods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mods" ADD CONSTRAINT "mods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mod_authors_user_idx" ON "mod_authors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mod_tags_tag_idx" ON "mod_tags" USING btree (lower("tag"));--> statement-breakpoint
CREATE INDEX "mod_version_dependencies_target_idx" ON "mod_version_dependencies" USING btree ("depends_on_mod_id");--> statement-breakpoint
CREATE INDEX "mod_version_files_version_idx" ON "mod_version_files" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "mods_published_at_idx" ON "mods" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "mods"."published";--> statement-breakpoint
CREATE INDEX "mods_user_idx" ON "mods" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mods_name_trgm_idx" ON "mods" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_kind_check" CHECK ("votes"."kind" in ('beatmap', 'playlist', 'stage', 'avatar', 'mod'));
ALTER TABLE "avatars" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "avatars" ADD COLUMN "deleted_published" boolean;--> statement-breakpoint
ALTER TABLE "avatars" ADD COLUMN "featured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "beatmaps" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "beatmaps" ADD COLUMN "deleted_published" boolean;--> statement-breakpoint
ALTER TABLE "beatmaps" ADD COLUMN "featured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "playlists" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "playlists" ADD COLUMN "deleted_published" boolean;--> statement-breakpoint
ALTER TABLE "playlists" ADD COLUMN "featured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "deleted_published" boolean;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "featured_at" timestamp with time zone;
CREATE TABLE "votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_value_check" CHECK ("votes"."value" in (1, -1)),
	CONSTRAINT "votes_kind_check" CHECK ("votes"."kind" in ('beatmap', 'playlist', 'stage', 'avatar'))
);
--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "votes_kind_item_user_uq" ON "votes" USING btree ("kind","item_id","user_id");--> statement-breakpoint
CREATE INDEX "votes_kind_item_idx" ON "votes" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "votes_user_idx" ON "votes" USING btree ("user_id");
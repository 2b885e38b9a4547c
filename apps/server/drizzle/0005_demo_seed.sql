CREATE TABLE "demo_seed" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "demo_seed_one_row" CHECK ("demo_seed"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "demo_seed_items" (
	"kind" text NOT NULL,
	"n" integer NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_seed_items_kind_n_pk" PRIMARY KEY("kind","n")
);

CREATE TABLE "user_names_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "user_names_version_one_row" CHECK ("user_names_version"."id" = 1)
);
--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers): the version of the users' names that the in-memory
-- catalogue indexes check their uploader names against (docs/decisions/0040). Every statement that
-- inserts, deletes, renames or truncates users adds one, in its own transaction; the row lock
-- queues concurrent writers, so versions become visible in increasing order.
INSERT INTO "user_names_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "user_names_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_names_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_names_version" AFTER INSERT OR DELETE OR UPDATE OF "username" OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_names_version_bump"();
